import { ensureCompliance } from '@toolhub/sdk';
import { Progress, UploadBox, formatBytes } from '@toolhub/ui';
import { useT } from '../messages';
import { DOCUMENT_ACCEPT, type useDocument } from './use-document';
import styles from './text.module.css';

/**
 * The document's upload box and, once one is chosen, its name and upload state — said in a
 * live region, so a screen reader hears the upload finish or fail. The compliance agreement
 * (spec §5) comes before the picker opens, as on every upload screen.
 */
export function DocumentPicker({ document, disabled = false }: { document: ReturnType<typeof useDocument>; disabled?: boolean }) {
  const t = useT();
  const { chosen, refusal, choose, maxBytes } = document;
  return (
    <div className={styles.stack}>
      <UploadBox accept={DOCUMENT_ACCEPT} maxSize={maxBytes} disabled={disabled} beforeSelect={() => ensureCompliance()} onFiles={(files) => choose(files[0])} />
      <p className={styles.hint}>{t('documentHint')}</p>
      <div aria-live="polite" className={styles.stack}>
        {refusal && (
          <p role="alert" className={styles.error}>
            {refusal}
          </p>
        )}
        {chosen?.upload.phase === 'uploading' && <Progress value={chosen.upload.ratio} showValue label={t('uploading', { percent: Math.round(chosen.upload.ratio * 100) })} />}
        {chosen?.upload.phase === 'stored' && (
          <p className={styles.fileLine}>
            {t('uploaded', { name: chosen.name })} · {formatBytes(chosen.size)}
          </p>
        )}
        {chosen?.upload.phase === 'failed' && (
          <p role="alert" className={styles.error}>
            {t('uploadFailed', { reason: chosen.upload.error })}
          </p>
        )}
      </div>
    </div>
  );
}

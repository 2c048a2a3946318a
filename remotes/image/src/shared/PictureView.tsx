import { ensureCompliance } from '@toolhub/sdk';
import { Button, ComparisonSlider, FilePreview, IMAGE_ACCEPT } from '@toolhub/ui';
import { useRef } from 'react';
import { useT } from '../messages';
import type { EffectOutcome } from './use-effect-task';
import type { Picture } from './use-picture';
import styles from './image.module.css';

/** Sides whose ratio differs by more than this are not one picture: shown side by side, not over each other. */
const SAME_SHAPE = 0.02;

/**
 * The chosen picture: large, with its name, size and upload state under it and a way to choose
 * another. Once the effect is done it becomes the before / after comparison — a divider over
 * one picture, or the two side by side when the result has another shape (an ID photo).
 * Transparent parts of a result show on a checkerboard, as image editors show them.
 */
export function PictureView({ picture, result, disabled }: { picture: Picture; result?: EffectOutcome; disabled: boolean }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const chosen = picture.picture;
  if (!chosen) return null;
  const { preview, file, upload } = chosen;
  const uploadLine =
    upload.phase === 'uploading'
      ? t('uploading', { percent: Math.round(upload.ratio * 100) })
      : upload.phase === 'stored'
        ? t('uploaded')
        : t('uploadFailed', { reason: upload.error });
  const sameShape = result && Math.abs(result.result.Width / result.result.Height - preview.width / preview.height) <= SAME_SHAPE * (preview.width / preview.height);

  return (
    <div className={styles.stack}>
      <div className={styles.stage}>
        {!result ? (
          <img className={styles.image} src={preview.url} alt={t('beforeAlt', { name: file.name })} />
        ) : sameShape ? (
          <ComparisonSlider
            className={styles.checker}
            beforeSrc={preview.url}
            afterSrc={result.image.url}
            beforeAlt={t('beforeAlt', { name: file.name })}
            afterAlt={t('afterAlt', { name: result.image.name })}
            beforeLabel={t('before')}
            afterLabel={t('after')}
          />
        ) : (
          <div className={styles.pair}>
            <figure>
              <img className={styles.image} src={preview.url} alt={t('beforeAlt', { name: file.name })} />
              <figcaption>{t('before')}</figcaption>
            </figure>
            <figure>
              <img className={`${styles.image} ${styles.checker}`} src={result.image.url} alt={t('afterAlt', { name: result.image.name })} />
              <figcaption>{t('after')}</figcaption>
            </figure>
          </div>
        )}
      </div>
      <FilePreview
        name={file.name}
        size={file.size}
        src={preview.url}
        meta={
          <>
            {t('pictureSize', { width: preview.width, height: preview.height })} · <span role="status">{uploadLine}</span>
          </>
        }
        actions={
          <>
            {upload.phase === 'failed' && (
              <Button variant="text" size="sm" onClick={picture.retry} disabled={disabled}>
                {t('retryUpload')}
              </Button>
            )}
            <Button variant="text" size="sm" onClick={() => void ensureCompliance().then((agreed) => agreed && input.current?.click())} disabled={disabled}>
              {t('replacePicture')}
            </Button>
          </>
        }
      />
      {/* The replace button's own picker: the upload box is gone once a picture is chosen. */}
      <input
        ref={input}
        className="th-visually-hidden"
        type="file"
        accept={IMAGE_ACCEPT}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          void picture.choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}

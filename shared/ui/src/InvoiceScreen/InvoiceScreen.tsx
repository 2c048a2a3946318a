import type { ToolMeta } from '@toolhub/contracts';
import { useUploadProgress } from '@toolhub/sdk';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useT } from '../messages';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { useChargingGate } from '../RecognitionScreen/charging-gate';
import { GateNotice } from '../RecognitionScreen/GateNotice';
import type { PreviewImage } from '../RecognitionScreen/image-file';
import { ImageArea } from '../RecognitionScreen/ImageArea';
import { ResultPanel } from '../RecognitionScreen/ResultPanel';
import type { ReadRecognitionResult } from '../RecognitionScreen/run-recognition';
import { useRecognition } from '../RecognitionScreen/useRecognition';
import screen from '../RecognitionScreen/RecognitionScreen.module.css';
import styles from './InvoiceScreen.module.css';

export interface InvoiceScreenProps<T> {
  tool: ToolMeta;
  /** The recognition the cloud-proxy OCR call asks for (sub_req_type), e.g. REQ_TYPES.InvoiceRecognize. */
  subReqType: number;
  readResult: ReadRecognitionResult<T>;
  renderResult: (result: T, image: PreviewImage) => ReactNode;
}

/**
 * The invoice recognition screen (spec §2): the upload area and the preview, the result area
 * with its loading view ('Processing, please wait...'), the main button and the reset button.
 * It runs the same recognition flow, checks and charging as the generic screen.
 */
export function InvoiceScreen<T>({ tool, subReqType, readResult, renderResult }: InvoiceScreenProps<T>) {
  const t = useT();
  const recognition = useRecognition<T>({ tool, subReqType, readResult });
  const gate = useChargingGate(tool);
  const upload = useUploadProgress();
  const { status, image, result, error } = recognition;
  const doing = status === 'doing';

  const loading = (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{t('processing')}</p>
      {upload?.phase === 'uploading' && <ProgressBar value={upload.ratio} label={t('uploadProgress')} />}
    </div>
  );

  return (
    <div className={screen.screen}>
      <ImageArea tool={tool} recognition={recognition} />
      <ResultPanel error={doing ? undefined : error} result={doing ? loading : result !== undefined && image ? renderResult(result, image) : undefined} />
      <div className={screen.controls}>
        <div className={styles.buttons}>
          <Button variant="outlined" onClick={recognition.reset} disabled={doing || status === 'before'}>
            {t('reset')}
          </Button>
          <Button
            onClick={() => gate === 'open' && void recognition.recognise()}
            loading={doing || gate === 'checking'}
            disabled={status === 'before' || gate === 'needsLogin' || gate === 'usedUp'}
          >
            {t('recogniseInvoice')}
          </Button>
        </div>
        <GateNotice gate={gate} />
      </div>
    </div>
  );
}

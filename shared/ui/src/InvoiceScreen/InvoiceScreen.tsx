import type { ToolMeta } from '@toolhub/contracts';
import { useUploadProgress } from '@toolhub/sdk';
import type { ReactNode } from 'react';
import { Button } from '@toolhub/ui/core';
import { useT } from '../messages';
import { useChargingGate } from '../RecognitionScreen/charging-gate';
import { GateNotice } from '../RecognitionScreen/GateNotice';
import type { PreviewImage } from '../RecognitionScreen/image-file';
import { ImageArea } from '../RecognitionScreen/ImageArea';
import { ResultPanel, type ResultHead } from '../RecognitionScreen/ResultPanel';
import type { ReadRecognitionResult } from '../RecognitionScreen/run-recognition';
import { useRecognition } from '../RecognitionScreen/useRecognition';
import screen from '../RecognitionScreen/RecognitionScreen.module.css';

export interface InvoiceScreenProps<T> {
  tool: ToolMeta;
  /** The recognition the cloud-proxy OCR call asks for (sub_req_type), e.g. REQ_TYPES.InvoiceRecognize. */
  subReqType: number;
  readResult: ReadRecognitionResult<T>;
  renderResult: (result: T, image: PreviewImage) => ReactNode;
  /** The result's title row: its heading and what to do with it (copy, download). */
  renderHead?: (result: T) => ResultHead;
}

/**
 * The invoice recognition screen (spec §2): the upload area and the preview, the result area
 * with its loading view ('Processing, please wait...'), the main button and the reset button.
 * It runs the same recognition flow, checks and charging as the generic screen.
 */
export function InvoiceScreen<T>({ tool, subReqType, readResult, renderResult, renderHead }: InvoiceScreenProps<T>) {
  const t = useT();
  const recognition = useRecognition<T>({ tool, subReqType, readResult });
  const gate = useChargingGate(tool);
  const upload = useUploadProgress();
  const { status, image, result, error } = recognition;
  const doing = status === 'doing';

  return (
    <div className={screen.screen}>
      <ImageArea tool={tool} recognition={recognition} />
      {/* While it runs, the result area says so: how far the upload is, then that the invoice is being read. */}
      <ResultPanel
        busy={doing}
        progress={upload?.phase === 'uploading' ? upload.ratio : undefined}
        error={error}
        result={result !== undefined && image ? renderResult(result, image) : undefined}
        head={result !== undefined && image ? renderHead?.(result) : undefined}
      />
      <div className={screen.controls}>
        <div className={`${screen.buttons} ${screen.buttonsEnd}`}>
          <Button variant="outline" onClick={recognition.reset} disabled={doing || status === 'before'}>
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

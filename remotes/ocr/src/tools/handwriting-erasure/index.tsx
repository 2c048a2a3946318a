import { REQ_TYPES, type HandwritingErasureResult, type ToolMeta } from '@toolhub/contracts';
import { RecognitionScreen } from '@toolhub/ui';
import type { ImageResult } from '../result-image/result';
import { ResultImagePanel } from '../result-image/ResultImagePanel';
import { useT } from './messages';
import { erasureFacts, readErasure } from './result';

/**
 * Handwriting erasure: the generic recognition screen asking for HandwritingErasure, its
 * result the page with the handwriting taken off, beside the original and ready to download.
 */
export default function HandwritingErasure({ tool }: { tool: ToolMeta }) {
  const t = useT();
  return (
    <RecognitionScreen<ImageResult<HandwritingErasureResult>>
      tool={tool}
      subReqType={REQ_TYPES.HandwritingErasure}
      readResult={readErasure}
      renderResult={({ data, file }, image) => <ResultImagePanel title={t('resultTitle')} facts={erasureFacts(data, t)} file={file} original={image} />}
    />
  );
}

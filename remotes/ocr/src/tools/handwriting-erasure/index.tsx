import { REQ_TYPES, type ToolMeta } from '@toolhub/contracts';
import { ImageResultScreen } from '../result-image/ImageResultScreen';
import { useT } from './messages';
import { erasureFacts, readErasure } from './result';

/**
 * Handwriting erasure: the generic recognition screen asking for HandwritingErasure, its
 * result the page with the handwriting taken off, beside the original and ready to download.
 */
export default function HandwritingErasure({ tool }: { tool: ToolMeta }) {
  const t = useT();
  return <ImageResultScreen tool={tool} subReqType={REQ_TYPES.HandwritingErasure} readResult={readErasure} title={t('resultTitle')} facts={(data) => erasureFacts(data, t)} />;
}

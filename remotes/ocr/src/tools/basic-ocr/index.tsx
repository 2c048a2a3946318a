import { REQ_TYPES, type TextDetection, type ToolMeta } from '@toolhub/contracts';
import { MarkedScreen } from '../../shared/MarkedScreen';
import { LineBoxes } from '../../shared/PolygonBoxes';
import { RecognisedText, recognisedTextHead } from './RecognisedText';
import { readBasicOcrLines } from './result';

/**
 * Basic text recognition: the generic recognition screen asking for BasicOcr, its result the
 * recognised lines beside the image with each line's box drawn over it.
 */
export default function BasicOcr({ tool }: { tool: ToolMeta }) {
  return <MarkedScreen<TextDetection[], number> tool={tool} subReqType={REQ_TYPES.BasicOcr} readResult={readBasicOcrLines} renderHead={recognisedTextHead} Result={RecognisedText} Overlay={LineBoxes} />;
}

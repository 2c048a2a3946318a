import { SCENE_RECOGNITIONS, type ImageLabel, type ToolMeta } from '@toolhub/contracts';
import { MarkedScreen } from '../../shared/MarkedScreen';
import { LabelBoxes } from './LabelBoxes';
import { LabelList, labelListHead } from './LabelList';
import { readImageLabels } from './result';

/**
 * Image recognition: the generic recognition screen asking for the objects in a photo (the
 * tool's scene with sub_req_type 0: the spec gives it no request type), its result the
 * objects with their confidence beside the photo and each one's box drawn over it.
 */
export default function ImageRecognize({ tool }: { tool: ToolMeta }) {
  return <MarkedScreen<ImageLabel[], number> tool={tool} subReqType={SCENE_RECOGNITIONS.imageRecognize.subReqType} readResult={readImageLabels} renderHead={labelListHead} Result={LabelList} Overlay={LabelBoxes} />;
}

import { SCENE_RECOGNITIONS, type ImageLabel, type ToolMeta } from '@toolhub/contracts';
import { RecognitionScreen } from '@toolhub/ui';
import { useState } from 'react';
import { LabelBoxes } from './LabelBoxes';
import { LabelList } from './LabelList';
import { readImageLabels } from './result';

/**
 * Image recognition: the generic recognition screen asking for the objects in a photo (the
 * tool's scene with sub_req_type 0: the spec gives it no request type), its result the
 * objects with their confidence beside the photo and each one's box drawn over it.
 */
export default function ImageRecognize({ tool }: { tool: ToolMeta }) {
  // The object under the pointer or the keyboard focus, marked both in the list and on the photo.
  const [activeLabel, setActiveLabel] = useState<number>();
  return (
    <RecognitionScreen<ImageLabel[]>
      tool={tool}
      subReqType={SCENE_RECOGNITIONS.imageRecognize.subReqType}
      readResult={readImageLabels}
      renderResult={(labels) => <LabelList labels={labels} activeLabel={activeLabel} onActivate={setActiveLabel} />}
      renderOverlay={(labels, image) => <LabelBoxes labels={labels} image={image} activeLabel={activeLabel} onActivate={setActiveLabel} />}
    />
  );
}

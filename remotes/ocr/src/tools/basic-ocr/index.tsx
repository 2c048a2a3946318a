import { REQ_TYPES, type TextDetection, type ToolMeta } from '@toolhub/contracts';
import { RecognitionScreen } from '@toolhub/ui';
import { useState } from 'react';
import { PolygonBoxes } from '../../shared/PolygonBoxes';
import { RecognisedText } from './RecognisedText';
import { readBasicOcrLines } from './result';

/**
 * Basic text recognition: the generic recognition screen asking for BasicOcr, its result the
 * recognised lines beside the image with each line's box drawn over it.
 */
export default function BasicOcr({ tool }: { tool: ToolMeta }) {
  // The line under the pointer or the keyboard focus, marked both in the text and on the image.
  const [activeLine, setActiveLine] = useState<number>();
  return (
    <RecognitionScreen<TextDetection[]>
      tool={tool}
      subReqType={REQ_TYPES.BasicOcr}
      readResult={readBasicOcrLines}
      renderResult={(lines) => <RecognisedText lines={lines} activeLine={activeLine} onActivate={setActiveLine} />}
      renderOverlay={(lines, image) => (
        <PolygonBoxes shapes={lines.map((line, index) => ({ key: index, polygon: line.Polygon }))} image={image} active={activeLine} onActivate={setActiveLine} />
      )}
    />
  );
}

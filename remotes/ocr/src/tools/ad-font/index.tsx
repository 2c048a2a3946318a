import { SCENE_RECOGNITIONS, type FontMatch, type ToolMeta } from '@toolhub/contracts';
import { RecognitionScreen } from '@toolhub/ui';
import { useState } from 'react';
import { PolygonBoxes } from '../../shared/PolygonBoxes';
import { FontMatchList } from './FontMatchList';
import { readFontMatches } from './result';

/**
 * Advertisement-font recognition: the generic recognition screen asking, with the tool's scene
 * 'scan_advertise', for sub_req_type 5 (the spec's request type of this page, which the scene
 * tells apart from table recognition); its result each line with the font found for it beside
 * the image, and the lines' boxes drawn over it.
 */
export default function AdFont({ tool }: { tool: ToolMeta }) {
  // The line under the pointer or the keyboard focus, marked both in the list and on the image.
  const [activeLine, setActiveLine] = useState<number>();
  return (
    <RecognitionScreen<FontMatch[]>
      tool={tool}
      subReqType={SCENE_RECOGNITIONS.advertisementFont.subReqType}
      readResult={readFontMatches}
      renderResult={(lines) => <FontMatchList lines={lines} activeLine={activeLine} onActivate={setActiveLine} />}
      renderOverlay={(lines, image) => (
        <PolygonBoxes shapes={lines.map((line, index) => ({ key: index, polygon: line.Polygon }))} image={image} active={activeLine} onActivate={setActiveLine} />
      )}
    />
  );
}

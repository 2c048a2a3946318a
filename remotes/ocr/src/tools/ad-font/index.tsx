import { SCENE_RECOGNITIONS, type FontMatch, type ToolMeta } from '@toolhub/contracts';
import { MarkedScreen } from '../../shared/MarkedScreen';
import { LineBoxes } from '../../shared/PolygonBoxes';
import { FontMatchList, fontMatchHead } from './FontMatchList';
import { readFontMatches } from './result';

/**
 * Advertisement-font recognition: the generic recognition screen asking, with the tool's scene
 * 'scan_advertise', for sub_req_type 5 (the spec's request type of this page, which the scene
 * tells apart from table recognition); its result each line with the font found for it beside
 * the image, and the lines' boxes drawn over it.
 */
export default function AdFont({ tool }: { tool: ToolMeta }) {
  return <MarkedScreen<FontMatch[], number> tool={tool} subReqType={SCENE_RECOGNITIONS.advertisementFont.subReqType} readResult={readFontMatches} renderHead={fontMatchHead} Result={FontMatchList} Overlay={LineBoxes} />;
}

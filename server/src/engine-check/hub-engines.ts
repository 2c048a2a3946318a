/** Every engine of the hub with what it needs, as each family declares it beside its code. */
import { convertEngines } from '../../engines/convert/requirements';
import { documentImageEngines } from '../../engines/document-image/requirements';
import { fontMatchEngines } from '../../engines/font-match/requirements';
import { aiArtEngines } from '../../engines/image/ai-art/requirements';
import { animeFilterEngines } from '../../engines/image/anime-filter/requirements';
import { faceFilterEngines } from '../../engines/image/face-filter/requirements';
import { humanSplitEngines } from '../../engines/image/human-split/requirements';
import { imageFixEngines } from '../../engines/image/image-fix/requirements';
import { textRemovalEngines } from '../../engines/image/text-removal/requirements';
import { imageRecognitionEngines } from '../../engines/image-recognition/requirements';
import { lifeEngines } from '../../engines/life/requirements';
import { speechEngines } from '../../engines/speech/requirements';
import { textEngines } from '../../engines/text/requirements';
import { ocrEngines } from '../../engines/ocr/requirements';
import { pdfEngines } from '../../engines/pdf/requirements';
import { EngineAvailability } from './availability';
import { realMachine } from './machine';
import type { EngineDeclaration } from './needs';

export const HUB_ENGINES: readonly EngineDeclaration[] = [
  ...pdfEngines,
  ...convertEngines,
  ...ocrEngines,
  ...documentImageEngines,
  ...fontMatchEngines,
  ...imageRecognitionEngines,
  ...imageFixEngines,
  ...animeFilterEngines,
  ...textRemovalEngines,
  ...humanSplitEngines,
  ...faceFilterEngines,
  ...aiArtEngines,
  ...speechEngines,
  ...textEngines,
  ...lifeEngines,
];

/** The hub's engines on this machine, as the server runs with it (its PATH). */
export const hubEngineAvailability = () => new EngineAvailability(HUB_ENGINES, () => realMachine(process.env));

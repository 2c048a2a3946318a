/**
 * What the anime filter needs: nothing beyond sharp, which every image effect decodes with —
 * its stylisation is plain arithmetic on the pixels, no model files.
 */
import { IMAGE_EFFECT_TYPES } from '@toolhub/contracts';
import type { EngineDeclaration } from '../../../src/engine-check/needs';

export const animeFilterEngines: EngineDeclaration[] = [{ engine: 'image/anime-filter', runs: [{ reqType: IMAGE_EFFECT_TYPES.AnimeFilter }], needs: [] }];

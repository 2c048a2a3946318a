/**
 * What AI art needs from the machine: nothing beyond sharp, which the server has anyway. The
 * procedural painter rasterises on typed arrays with no font and no model; the Stable
 * Diffusion adapter needs only its service, which is ops' to run and is not checked here (a
 * service that is down answers `art service unavailable` per task, charging nothing).
 */
import { IMAGE_EFFECT_TYPES } from '@toolhub/contracts';
import type { EngineDeclaration } from '../../../src/engine-check/needs';

export const aiArtEngines: EngineDeclaration[] = [{ engine: 'image/ai-art', runs: [{ reqType: IMAGE_EFFECT_TYPES.AiArt }], needs: [] }];

/**
 * The face filters task (IMAGE_EFFECT_TYPES.FaceFilter): skin smoothing and brightening, face
 * slimming, bigger eyes and stickers on every face of the uploaded photo, by face landmarks
 * (BlazeFace and MediaPipe's face mesh) and classical filters and warps. Answers the faces
 * found; a photo with none is refused (`no face found`) and nothing is charged.
 */
import { faceFilterInputSchema } from '@toolhub/contracts';
import type { EngineWarmUp } from '../../../src/tasks/handler';
import { imageEffectTask } from '../effect-task';
import { applyFaceFilter } from './face-filter';
import { readyFaceModels } from './find-faces';

export const faceFilter = imageEffectTask({
  tool: 'face filter',
  schema: faceFilterInputSchema,
  suffix: 'face',
  engine: 'face-landmarks',
  apply: (picture, input, ctx) => applyFaceFilter(picture, input, ctx),
});

/** Loads BlazeFace and the face mesh as a worker thread starts (registry.ts `warmUp: 'warmUp'`). */
export const warmUp: EngineWarmUp = readyFaceModels;

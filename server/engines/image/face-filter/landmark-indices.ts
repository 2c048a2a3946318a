/**
 * Which of the face mesh's 468 points are which part of the face: the numbering of MediaPipe's
 * canonical face model (mediapipe/modules/face_geometry/data/canonical_face_model_uv_visualization.png,
 * and the FACEMESH_* connection sets of mediapipe/python/solutions/face_mesh_connections.py).
 * Each contour runs in order around its part, so it can be filled as a polygon.
 * "Right" and "left" are the person's own: their right eye is on the image's left.
 */

/** The outline of the face from the top of the forehead, round the person's left side, chin, right side. */
export const FACE_OVAL = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93, 234, 127,
  162, 21, 54, 103, 67, 109,
];

/** Top of the forehead and the tip of the chin on the face oval: the face's vertical axis. */
export const FOREHEAD_TOP = 10;
export const CHIN = 152;
export const NOSE_TIP = 1;

/** The eyes' lid contours, upper lid then lower lid back, corner to corner. */
export const RIGHT_EYE = [33, 246, 161, 160, 159, 158, 157, 173, 133, 155, 154, 153, 145, 144, 163, 7];
export const LEFT_EYE = [263, 466, 388, 387, 386, 385, 384, 398, 362, 382, 381, 380, 374, 373, 390, 249];

/** The brows, upper edge then lower edge back. */
export const RIGHT_BROW = [156, 70, 63, 105, 66, 107, 55, 193, 65, 52, 53, 46, 124, 35];
export const LEFT_BROW = [383, 300, 293, 334, 296, 336, 285, 417, 295, 282, 283, 276, 353, 265];

/** The outer edge of the lips, upper lip corner to corner then lower lip back. */
export const LIPS = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291, 375, 321, 405, 314, 17, 84, 181, 91, 146];

/**
 * The face oval below the eyes down to the chin on each side, from the ear to the chin: the
 * jaw line a slimming pulls in. Each runs top (cheekbone) to bottom (chin).
 */
export const RIGHT_JAW = [234, 93, 132, 58, 172, 136, 150, 149, 176, 148];
export const LEFT_JAW = [454, 323, 361, 288, 397, 365, 379, 378, 400, 377];

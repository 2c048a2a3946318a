/**
 * Face detection and landmarks on real photos (image recognition's openly licensed set, and a
 * recompressed, EXIF-rotated copy of one): the points land on the face where a person sees it,
 * a tilted head is measured as tilted, and photos without a face give none.
 */
import { describe, expect, it } from 'vitest';
import type { Point } from './face-detector';
import { frameOf } from './face-geometry';
import { findFaces } from './find-faces';
import { LEFT_EYE, RIGHT_EYE } from './landmark-indices';
import { photo, sideBySide, tilted } from './test-support/photos';

const inBox = (p: Point, box: { left: number; top: number; right: number; bottom: number }) => p.x >= box.left && p.x <= box.right && p.y >= box.top && p.y <= box.bottom;

/**
 * Grace Hopper's eye openings, measured by hand on the 512 × 600 photo (zoomed 4×, 10-pixel
 * grid): her right eye (on the image's left) spans x 205–242, y 182–197, iris at 221,190; her
 * left eye x 285–322, y 181–196, iris at 304,187. The boxes add a few pixels of slack.
 */
const HOPPER_RIGHT_EYE = { left: 198, top: 175, right: 249, bottom: 204 };
const HOPPER_LEFT_EYE = { left: 278, top: 173, right: 329, bottom: 203 };

describe('finding faces and their landmarks', () => {
  it("puts Grace Hopper's eye landmarks on her eyes", async () => {
    const faces = await findFaces(await photo('grace-hopper.jpg'));
    expect(faces).toHaveLength(1);
    for (const i of RIGHT_EYE) expect(inBox(faces[0].points[i], HOPPER_RIGHT_EYE), `point ${i}`).toBe(true);
    for (const i of LEFT_EYE) expect(inBox(faces[0].points[i], HOPPER_LEFT_EYE), `point ${i}`).toBe(true);
    const frame = frameOf(faces[0]);
    expect(Math.hypot(frame.rightEye.x - 221, frame.rightEye.y - 190)).toBeLessThan(6);
    expect(Math.hypot(frame.leftEye.x - 304, frame.leftEye.y - 187)).toBeLessThan(6);
  }, 30_000);

  it('finds the same points on a recompressed, EXIF-rotated copy, read upright', async () => {
    const [original] = await findFaces(await photo('grace-hopper.jpg'));
    const copy = await photo('grace-hopper-q45-exif6.jpg');
    expect([copy.width, copy.height]).toEqual([512, 600]);
    const [found] = await findFaces(copy);
    const shifts = found.points.map((p, i) => Math.hypot(p.x - original.points[i].x, p.y - original.points[i].y));
    expect(shifts.reduce((sum, s) => sum + s, 0) / shifts.length).toBeLessThan(3);
  }, 30_000);

  it("finds the astronaut's face, eyes level, about a fifth of the photo wide", async () => {
    const faces = await findFaces(await photo('astronaut.jpg'));
    expect(faces).toHaveLength(1);
    const frame = frameOf(faces[0]);
    // Eileen Collins' face: about x 180–275, eyes near y 100, on the 512 × 512 photo.
    expect(frame.width).toBeGreaterThan(70);
    expect(frame.width).toBeLessThan(130);
    expect(inBox(frame.eyesMiddle, { left: 205, top: 85, right: 245, bottom: 115 })).toBe(true);
    expect(Math.abs((frame.roll * 180) / Math.PI)).toBeLessThan(8);
  }, 30_000);

  it('measures a head tilted by 20° as tilted by 20°', async () => {
    const faces = await findFaces(await tilted('grace-hopper.jpg', 20));
    expect(faces).toHaveLength(1);
    expect(Math.abs((frameOf(faces[0]).roll * 180) / Math.PI - 20)).toBeLessThan(3);
  }, 30_000);

  it('finds every face of a group, here two side by side', async () => {
    expect(await findFaces(await sideBySide(['grace-hopper.jpg', 'astronaut.jpg'], 400))).toHaveLength(2);
  }, 30_000);

  it('finds no face on a coffee cup, a rocket launch or a cat', async () => {
    for (const name of ['coffee-cup.jpg', 'rocket-launch.jpg', 'cat.jpg']) expect(await findFaces(await photo(name)), name).toEqual([]);
  }, 30_000);
});

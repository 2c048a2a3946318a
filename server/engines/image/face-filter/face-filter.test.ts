/**
 * The face filters on real photos, measured as a visitor would see them: the skin gets
 * smoother and lighter, the jaw narrower and the eyes bigger (measured by reading the result's
 * landmarks again), the sticker lands where it belongs — and the photo away from the face
 * stays as it was. A photo without a face is refused.
 */
import { IMAGE_EFFECT_FAILURES } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { TaskFailure } from '../../../src/tasks/handler';
import type { Picture } from '../picture';
import { applyFaceFilter, type FaceLook } from './face-filter';
import { distance, frameOf } from './face-geometry';
import { findFaces, type Face } from './find-faces';
import { FACE_OVAL, LEFT_EYE, LEFT_JAW, RIGHT_EYE, RIGHT_JAW } from './landmark-indices';
import { skinMaskOf } from './skin-mask';
import { changedPixels, largestChangeOutside, magnificationAt, meanLevel, photo, sideBySide, textureEnergy, type Box } from './test-support/photos';

const NOTHING: FaceLook = { smooth: 0, brighten: 0, slim: 0, eyes: 0, sticker: 'none' };
const ctx = { progress: () => undefined, signal: new AbortController().signal };
const filtered = async (picture: Picture, look: Partial<FaceLook>) => applyFaceFilter(picture, { ...NOTHING, ...look }, ctx);

/** The face oval's bounds grown by `by` face widths on each side. */
function aroundFace(face: Face, by: number): Box {
  const oval = FACE_OVAL.map((i) => face.points[i]);
  const grow = frameOf(face).width * by;
  return {
    left: Math.min(...oval.map((p) => p.x)) - grow,
    top: Math.min(...oval.map((p) => p.y)) - grow,
    right: Math.max(...oval.map((p) => p.x)) + grow,
    bottom: Math.max(...oval.map((p) => p.y)) + grow,
  };
}

/** Mean distance across the face between matching jaw points (cheekbone to chin). */
const jawWidth = (face: Face) => RIGHT_JAW.reduce((sum, right, k) => sum + distance(face.points[right], face.points[LEFT_JAW[k]]), 0) / RIGHT_JAW.length;
const eyeWidth = (face: Face, eye: number[]) => Math.max(...eye.map((i) => distance(face.points[i], face.points[eye[0]])));

describe('face filters', () => {
  it('smooths and lightens the skin inside the skin mask, and leaves the photo away from the face as it was', async () => {
    const picture = await photo('grace-hopper.jpg');
    const [face] = await findFaces(picture);
    const { region, weights } = skinMaskOf(face, frameOf(face), picture.width, picture.height);
    const onSkin = (x: number, y: number) => {
      const [u, v] = [x - region.left, y - region.top];
      return u >= 0 && v >= 0 && u < region.width && v < region.height && weights[v * region.width + u] > 0.95;
    };
    const smoothed = await filtered(picture, { smooth: 80 });
    expect(smoothed.found).toBe(1);
    // Her wrinkles: at least a third of the fine texture gone.
    expect(textureEnergy(smoothed.picture, onSkin)).toBeLessThan(0.67 * textureEnergy(picture, onSkin));
    const brightened = await filtered(picture, { brighten: 80 });
    expect(meanLevel(brightened.picture, onSkin) - meanLevel(picture, onSkin)).toBeGreaterThan(12);
    for (const result of [smoothed, brightened]) {
      expect(largestChangeOutside(picture, result.picture, aroundFace(face, 0.1))).toBe(0);
      // Her eyes keep their detail: the mask cuts them out.
      const eyes = (x: number, y: number) => [RIGHT_EYE, LEFT_EYE].some((eye) => distance({ x, y }, frameOf(face)[eye === RIGHT_EYE ? 'rightEye' : 'leftEye']) < 6);
      expect(Math.abs(meanLevel(result.picture, eyes) - meanLevel(picture, eyes))).toBeLessThan(3);
    }
  }, 30_000);

  it('pulls the jaw line in, keeping the eyes where they were and the background away from the face', async () => {
    const picture = await photo('astronaut.jpg');
    const [before] = await findFaces(picture);
    const slimmed = await filtered(picture, { slim: 100 });
    const [after] = await findFaces(slimmed.picture);
    console.info(`jaw ${jawWidth(before).toFixed(1)} → ${jawWidth(after).toFixed(1)} px`);
    expect(jawWidth(after)).toBeLessThan(0.96 * jawWidth(before));
    expect(frameOf(after).eyeDistance / frameOf(before).eyeDistance).toBeCloseTo(1, 1);
    expect(largestChangeOutside(picture, slimmed.picture, aroundFace(before, 0.3))).toBe(0);
  }, 30_000);

  it('enlarges the eyes, and only round them', async () => {
    const picture = await photo('grace-hopper.jpg');
    const [before] = await findFaces(picture);
    const enlarged = await filtered(picture, { eyes: 100 });
    expect(magnificationAt(picture, picture, frameOf(before).rightEye, 10)).toBe(1);
    const frame = frameOf(before);
    for (const [eye, centre] of [
      [RIGHT_EYE, frame.rightEye],
      [LEFT_EYE, frame.leftEye],
    ] as const) {
      // The iris and lids round the eye's centre, as the result shows them against the photo.
      const zoom = magnificationAt(picture, enlarged.picture, centre, Math.round(eyeWidth(before, eye) * 0.3));
      console.info(`eye shown ${zoom.toFixed(2)}× as large`);
      expect(zoom).toBeGreaterThan(1.2);
    }
    const changed = changedPixels(picture, enlarged.picture, 2);
    // Two lenses one eye width round each eye: nothing below the nose or beyond the temples.
    expect(changed.box.bottom).toBeLessThan(frame.eyesMiddle.y + frame.eyeDistance * 0.8);
    expect(changed.box.right - changed.box.left).toBeLessThan(frame.width * 1.2);
  }, 30_000);

  it('draws each sticker where it belongs on the face, and nowhere else', async () => {
    const picture = await photo('grace-hopper.jpg');
    const [face] = await findFaces(picture);
    const frame = frameOf(face);
    const mouthY = frame.eyesMiddle.y + frame.eyeDistance;
    const expected: Record<string, (centre: { x: number; y: number }) => boolean> = {
      glasses: (c) => distance(c, frame.eyesMiddle) < frame.eyeDistance * 0.25,
      catEars: (c) => c.y < frame.forehead.y,
      crown: (c) => c.y < frame.forehead.y,
      blush: (c) => c.y > frame.eyesMiddle.y && c.y < mouthY,
    };
    for (const sticker of ['glasses', 'catEars', 'crown', 'blush'] as const) {
      const result = await filtered(picture, { sticker });
      const changed = changedPixels(picture, result.picture, 12);
      expect(changed.count, sticker).toBeGreaterThan(frame.eyeDistance ** 2 * 0.3);
      expect(expected[sticker](changed.centre), `${sticker} at ${JSON.stringify(changed.centre)}`).toBe(true);
      // Centred across the face.
      expect(Math.abs(changed.centre.x - frame.eyesMiddle.x), sticker).toBeLessThan(frame.eyeDistance * 0.3);
      // Ears and crown stand above the head: the box reaches up a face's height more.
      const box = aroundFace(face, 0.4);
      expect(largestChangeOutside(picture, result.picture, { ...box, top: box.top - frame.height }), sticker).toBe(0);
    }
  }, 30_000);

  it('applies the look to every face of a group', async () => {
    const group = await sideBySide(['grace-hopper.jpg', 'astronaut.jpg'], 400);
    const faces = await findFaces(group);
    const result = await filtered(group, { sticker: 'glasses' });
    expect(result.found).toBe(2);
    for (const face of faces) {
      const frame = frameOf(face);
      const near = { left: frame.eyesMiddle.x - frame.eyeDistance, top: frame.eyesMiddle.y - frame.eyeDistance / 2, right: frame.eyesMiddle.x + frame.eyeDistance, bottom: frame.eyesMiddle.y + frame.eyeDistance / 2 };
      const others = faces.filter((other) => other !== face).map((other) => aroundFace(other, 0.4));
      // Pixels near this face's eyes changed, though nothing else was asked of the other face there.
      expect(others.every((box) => near.right < box.left || near.left > box.right)).toBe(true);
      expect(largestChangeOutside(group, result.picture, { left: 0, top: 0, right: group.width, bottom: group.height })).toBe(0);
      let changed = 0;
      for (let y = Math.round(near.top); y < near.bottom; y++) for (let x = Math.round(near.left); x < near.right; x++) changed += group.data[(y * group.width + x) * 4] === result.picture.data[(y * group.width + x) * 4] ? 0 : 1;
      expect(changed).toBeGreaterThan(frame.eyeDistance ** 2 * 0.2);
    }
  }, 30_000);

  it('gives the photo back unchanged when nothing is asked, as long as it has a face', async () => {
    const picture = await photo('astronaut.jpg');
    const result = await filtered(picture, NOTHING);
    expect(result.found).toBe(1);
    expect(Buffer.compare(Buffer.from(result.picture.data), Buffer.from(picture.data))).toBe(0);
  }, 30_000);

  it('refuses a photo without a face: "no face found"', async () => {
    for (const name of ['coffee-cup.jpg', 'rocket-launch.jpg']) {
      const failure = await filtered(await photo(name), { smooth: 50, sticker: 'crown' }).catch((error: unknown) => error);
      expect(failure, name).toBeInstanceOf(TaskFailure);
      expect((failure as TaskFailure).detail, name).toBe(IMAGE_EFFECT_FAILURES.noFace);
    }
  }, 30_000);
});

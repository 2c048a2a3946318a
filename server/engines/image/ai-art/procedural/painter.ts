/**
 * The bundled engine: procedural painting on the CPU, no model. Each picture is planned from
 * the prompt and its seed (scene.ts), painted in the style (styles/), and encoded as a PNG.
 */
import { ART_SIDE, type ArtStyle } from '@toolhub/contracts';
import { stopIfAborted } from '../../effect-task';
import { encodePicture } from '../../result-image';
import type { ArtEngine } from '../engine';
import { pictureOfCanvas, type Canvas } from './canvas';
import { planScene, type ScenePlan } from './scene';
import { paintInk } from './styles/ink';
import { paintNeon } from './styles/neon';
import { paintOil } from './styles/oil';
import { paintWatercolour } from './styles/watercolour';

const PAINTERS: Record<ArtStyle, (plan: ScenePlan) => Canvas> = {
  ink: paintInk,
  watercolour: paintWatercolour,
  oil: paintOil,
  neon: paintNeon,
};

/** One picture, as a canvas: what the tests measure and the engine encodes. */
export function paintCanvas(prompt: string, style: ArtStyle, seed: number, side = ART_SIDE): Canvas {
  return PAINTERS[style](planScene(prompt, style, seed, side));
}

export const proceduralEngine: ArtEngine = {
  name: 'procedural',
  async paint({ prompt, style, seeds }, { signal, progress }) {
    const pictures: Buffer[] = [];
    for (const seed of seeds) {
      stopIfAborted(signal);
      pictures.push(await encodePicture(pictureOfCanvas(paintCanvas(prompt, style, seed)), 'png'));
      progress(pictures.length / seeds.length);
    }
    return { pictures, seeds };
  },
};

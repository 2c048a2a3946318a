/**
 * The scene in plain opaque colour: sky gradient, glowing moon or sun, each shape in its
 * colour, misted with distance. The oil painter samples its brush colours from it.
 */
import { blankCanvas, fillVertical, hex, mix, paintOver, type Canvas } from '../canvas';
import { addDisc, addRectangle, blurredMask, emptyMask } from '../mask';
import { layerColour, naturalPalette } from '../palette';
import type { ScenePlan } from '../scene';
import { smoothstep } from './shared';

export function paintFlat(plan: ScenePlan): Canvas {
  const { side, horizon, body } = plan;
  const palette = naturalPalette(plan);
  const canvas = blankCanvas(side);
  const h = horizon / side;
  fillVertical(canvas, [
    [0, palette.sky[0]],
    [h * 0.55, palette.sky[1]],
    [h, palette.sky[2]],
    [1, palette.sky[2]],
  ]);
  if (body) {
    const disc = emptyMask(side);
    addDisc(disc, body.x, body.y, body.radius);
    const halo = blurredMask(disc, body.radius * 0.6, 3);
    paintOver(canvas, halo, () => palette.body, body.kind === 'sun' ? 0.6 : 0.35);
    paintOver(canvas, disc, () => palette.body);
  }
  if (plan.stars.length > 0) {
    const stars = emptyMask(side);
    for (const star of plan.stars) addDisc(stars, star.x, star.y, star.size);
    paintOver(canvas, stars, () => hex('#fffbe8'), 0.9);
  }
  for (const layer of plan.layers) {
    const colour = layerColour(palette, layer.kind, layer.depth);
    const line = layer.line;
    if (layer.kind === 'ridge' && line) {
      const fall = side * (0.08 + 0.1 * layer.depth);
      paintOver(canvas, layer.mask, (x, y) => mix(colour, palette.sky[2], plan.mist * 0.7 * smoothstep(0, fall * 2.5, y - line[x]) * (1 - layer.depth * 0.5)));
    } else if (layer.kind === 'water') {
      paintOver(canvas, layer.mask, (_x, y) => mix(palette.waterFar, palette.waterNear, Math.min(1, Math.max(0, y - horizon) / (side - horizon)) ** 0.7));
      if (body) {
        // The path of light on the water under the moon or sun.
        const path = emptyMask(side);
        addRectangle(path, body.x - body.radius * 0.7, horizon + 2, body.x + body.radius * 0.7, side);
        const soft = blurredMask(path, body.radius * 0.35, 2);
        soft.top = Math.max(soft.top, Math.ceil(horizon) + 1);
        paintOver(canvas, soft, (_x, y) => mix(palette.body, palette.waterNear, (y - horizon) / (side - horizon)), 0.55);
      }
    } else {
      paintOver(canvas, layer.mask, () => colour);
    }
  }
  if (plan.windows.length > 0) {
    const windows = emptyMask(side);
    for (const [x, y, w, wh] of plan.windows) addRectangle(windows, x, y, x + w, y + wh);
    paintOver(canvas, windows, () => hex('#ffd27a'));
  }
  if (plan.blossoms.length > 0) {
    const hearts = emptyMask(side);
    for (const [x, y] of plan.blossoms) addDisc(hearts, x, y, side * 0.004);
    paintOver(canvas, hearts, () => hex('#fff1a8'));
  }
  return canvas;
}

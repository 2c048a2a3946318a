/** Pieces more than one style uses. */
import { emptyMask, type Mask } from '../mask';
import type { Layer, LayerKind } from '../scene';

export const smoothstep = (low: number, high: number, value: number) => {
  const t = Math.min(1, Math.max(0, (value - low) / (high - low)));
  return t * t * (3 - 2 * t);
};

/** Land, water and buildings: the layers that hide what lies behind them. */
const COVERING = new Set<LayerKind>(['ridge', 'water', 'ground', 'city']);
export const covers = (layer: Layer) => COVERING.has(layer.kind);

/**
 * What is seen of each covering layer once the nearer ones are in front: a wash or ink is laid
 * only where its shape shows, as a painter leaves the far hill unpainted under the near one.
 * Other layers (trees, birds) are returned as they are. `sky` is what no covering layer hides.
 */
export function visibleParts(layers: readonly Layer[], side: number): { parts: Mask[]; sky: Mask } {
  const covered = new Float32Array(side * side);
  const parts: Mask[] = new Array(layers.length);
  for (let i = layers.length - 1; i >= 0; i--) {
    const { mask } = layers[i];
    if (!covers(layers[i])) {
      parts[i] = mask;
      continue;
    }
    const part = emptyMask(side);
    part.top = mask.top;
    part.bottom = mask.bottom;
    for (let p = mask.top * side; p < mask.bottom * side; p++) {
      part.data[p] = mask.data[p] * (1 - covered[p]);
      if (mask.data[p] > covered[p]) covered[p] = mask.data[p];
    }
    parts[i] = part;
  }
  const sky = emptyMask(side);
  sky.top = 0;
  sky.bottom = side;
  for (let p = 0; p < side * side; p++) sky.data[p] = 1 - covered[p];
  return { parts, sky };
}

/** Connected pieces of ink: each stroke, glyph or mark that is drawn without a gap. */

export interface Component {
  /** Pixel indices (y * width + x). */
  pixels: Uint32Array;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The 8-connected components of a mask (1 = set), found by flood fill with an explicit stack. */
export function componentsOf(mask: Uint8Array, width: number, height: number): Component[] {
  const seen = new Uint8Array(mask.length);
  const stack = new Uint32Array(mask.length);
  const components: Component[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let depth = 0;
    stack[depth++] = start;
    seen[start] = 1;
    const pixels: number[] = [];
    let [left, right, top, bottom] = [width, 0, height, 0];
    while (depth > 0) {
      const at = stack[--depth];
      pixels.push(at);
      const x = at % width;
      const y = (at - x) / width;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const next = ny * width + nx;
          if (mask[next] && !seen[next]) {
            seen[next] = 1;
            stack[depth++] = next;
          }
        }
      }
    }
    components.push({ pixels: Uint32Array.from(pixels), left, top, right, bottom });
  }
  return components;
}

/** The mask grown by `radius` pixels (a square), where `allowed` is set. */
export function grown(mask: Uint8Array, width: number, height: number, radius: number, allowed: (index: number) => boolean): Uint8Array {
  const across = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let dx = Math.max(0, x - radius); dx <= Math.min(width - 1, x + radius); dx++) across[y * width + dx] = 1;
    }
  }
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!across[y * width + x]) continue;
      for (let dy = Math.max(0, y - radius); dy <= Math.min(height - 1, y + radius); dy++) {
        const index = dy * width + x;
        if (mask[index] || allowed(index)) out[index] = 1;
      }
    }
  }
  return out;
}

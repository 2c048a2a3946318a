/**
 * Laying one colour over a pixel with partial coverage: Porter and Duff's "over" (T. Porter,
 * T. Duff, "Compositing Digital Images", 1984) on straight (not premultiplied) RGBA bytes, as
 * the engines' pictures are. The pixel's own alpha counts in what shows through, so a sticker
 * on a cut-out's transparent background stays as see-through as the sticker is, and on an
 * opaque pixel it is the plain blend colour·α + pixel·(1 − α).
 */
/** `alpha` (0–1) of the RGB `colour` at `from` laid over the RGBA pixel of `data` at byte `at`, in place. */
export function compositeOver(data: Uint8Array, at: number, colour: ArrayLike<number>, from: number, alpha: number): void {
  if (alpha <= 0) return;
  const under = (data[at + 3] / 255) * (1 - alpha);
  const total = alpha + under;
  for (let c = 0; c < 3; c++) data[at + c] = Math.round((colour[from + c] * alpha + data[at + c] * under) / total);
  data[at + 3] = Math.round(255 * total);
}

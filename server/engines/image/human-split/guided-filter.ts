/**
 * The guided filter (K. He, J. Sun, X. Tang, "Guided Image Filtering", IEEE TPAMI 2013) with
 * a colour guide: it makes a coarse mask follow the photo's own edges. In every window the
 * output is a linear function of the guide's R, G, B, fitted to the mask by least squares, so
 * where the photo has an edge the mask gets one in the same place, and where the photo is
 * flat the mask is smoothed. `eps` is how strongly a window without contrast is flattened.
 *
 * Run at a reduced size and its coefficients enlarged ("Fast Guided Filter", He & Sun 2015,
 * arXiv:1505.00996): the fit needs the window's statistics, not every pixel, and the full-
 * size pass is then one multiply-add per channel.
 */
import { boxMean } from '../filters/box-mean';

/** A colour image as three planes of 0–1 floats. */
export interface ColourPlanes {
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
  width: number;
  height: number;
}

/** Per pixel: output = ar·R + ag·G + ab·B + b, already averaged over each pixel's windows. */
export interface GuidedCoefficients {
  ar: Float32Array;
  ag: Float32Array;
  ab: Float32Array;
  b: Float32Array;
  width: number;
  height: number;
}

export function guidedCoefficients(guide: ColourPlanes, mask: Float32Array, radius: number, eps: number): GuidedCoefficients {
  const { r, g, b, width, height } = guide;
  const n = width * height;
  // Windows cut at the border: every pixel of the guide counts the same up to its edge.
  const mean = (values: Float32Array) => boxMean(values, width, height, radius, 'shrink');
  const product = (x: Float32Array, y: Float32Array) => {
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++) out[i] = x[i] * y[i];
    return out;
  };
  const [mr, mg, mb, mp] = [r, g, b, mask].map(mean);
  const [mrp, mgp, mbp] = [r, g, b].map((plane) => mean(product(plane, mask)));
  const [mrr, mrg, mrb, mgg, mgb, mbb] = [
    [r, r],
    [r, g],
    [r, b],
    [g, g],
    [g, b],
    [b, b],
  ].map(([x, y]) => mean(product(x, y)));
  const ar = new Float32Array(n);
  const ag = new Float32Array(n);
  const ab = new Float32Array(n);
  const bias = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    // Covariance of the guide in the window (+ eps on the diagonal) and with the mask.
    const srr = mrr[i] - mr[i] * mr[i] + eps;
    const srg = mrg[i] - mr[i] * mg[i];
    const srb = mrb[i] - mr[i] * mb[i];
    const sgg = mgg[i] - mg[i] * mg[i] + eps;
    const sgb = mgb[i] - mg[i] * mb[i];
    const sbb = mbb[i] - mb[i] * mb[i] + eps;
    const cr = mrp[i] - mr[i] * mp[i];
    const cg = mgp[i] - mg[i] * mp[i];
    const cb = mbp[i] - mb[i] * mp[i];
    // a = Σ⁻¹ c, by the adjugate of the symmetric 3 × 3 matrix.
    const i00 = sgg * sbb - sgb * sgb;
    const i01 = srb * sgb - srg * sbb;
    const i02 = srg * sgb - srb * sgg;
    const i11 = srr * sbb - srb * srb;
    const i12 = srb * srg - srr * sgb;
    const i22 = srr * sgg - srg * srg;
    const det = srr * i00 + srg * i01 + srb * i02;
    ar[i] = (i00 * cr + i01 * cg + i02 * cb) / det;
    ag[i] = (i01 * cr + i11 * cg + i12 * cb) / det;
    ab[i] = (i02 * cr + i12 * cg + i22 * cb) / det;
    bias[i] = mp[i] - ar[i] * mr[i] - ag[i] * mg[i] - ab[i] * mb[i];
  }
  return { ar: mean(ar), ag: mean(ag), ab: mean(ab), b: mean(bias), width, height };
}

/**
 * The filtered mask at the full size of `rgba` (4 bytes a pixel), the coefficients sampled
 * bilinearly between the reduced grid's pixel centres. Values are not clamped.
 */
export function applyGuided(coefficients: GuidedCoefficients, rgba: Uint8Array, width: number, height: number): Float32Array {
  const { ar, ag, ab, b, width: cw, height: ch } = coefficients;
  const out = new Float32Array(width * height);
  // Each column's two neighbours on the reduced grid and its weight, worked out once.
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const towardRight = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const fx = Math.min(cw - 1, Math.max(0, ((x + 0.5) * cw) / width - 0.5));
    left[x] = Math.floor(fx);
    right[x] = Math.min(cw - 1, left[x] + 1);
    towardRight[x] = fx - left[x];
  }
  // One full-width row of coefficients at a time, blended between two reduced rows.
  const rowR = new Float32Array(cw);
  const rowG = new Float32Array(cw);
  const rowB = new Float32Array(cw);
  const rowBias = new Float32Array(cw);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(ch - 1, Math.max(0, ((y + 0.5) * ch) / height - 0.5));
    const above = Math.floor(fy) * cw;
    const below = Math.min(ch - 1, Math.floor(fy) + 1) * cw;
    const down = fy - Math.floor(fy);
    for (let x = 0; x < cw; x++) {
      rowR[x] = ar[above + x] + (ar[below + x] - ar[above + x]) * down;
      rowG[x] = ag[above + x] + (ag[below + x] - ag[above + x]) * down;
      rowB[x] = ab[above + x] + (ab[below + x] - ab[above + x]) * down;
      rowBias[x] = b[above + x] + (b[below + x] - b[above + x]) * down;
    }
    for (let x = 0; x < width; x++) {
      const l = left[x];
      const r = right[x];
      const t = towardRight[x];
      const p = (y * width + x) * 4;
      const cr = rowR[l] + (rowR[r] - rowR[l]) * t;
      const cg = rowG[l] + (rowG[r] - rowG[l]) * t;
      const cb = rowB[l] + (rowB[r] - rowB[l]) * t;
      const c0 = rowBias[l] + (rowBias[r] - rowBias[l]) * t;
      out[y * width + x] = (cr * rgba[p] + cg * rgba[p + 1] + cb * rgba[p + 2]) / 255 + c0;
    }
  }
  return out;
}

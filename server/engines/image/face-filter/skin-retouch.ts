/**
 * Skin smoothing and brightening inside one face's skin mask, in place. Smoothing blends the
 * guided filter's result in (its radius and strength grow with the face and the slider);
 * brightening lifts the mid-tones with a soft curve that leaves black black and white white,
 * so skin gets lighter without its highlights clipping. Nothing outside the mask changes.
 */
import { clamp, toByte } from '../filters/clamp';
import { guidedSmoothing } from '../filters/guided-smoothing';
import { CHANNELS, type Picture } from '../picture';
import type { FaceFrame } from './face-geometry';
import type { SkinMask } from './skin-mask';

export interface Retouch {
  /** 0–100. */
  smooth: number;
  brighten: number;
}

/** At full smoothing the filtered skin is blended in this far, so some real texture is kept. */
const MAX_SMOOTH_BLEND = 0.85;
/** The guided filter's eps at full smoothing: texture of up to about this many levels (std) is smoothed away. */
const MAX_SMOOTH_LEVELS = 28;
/** The mid-tone lift at full brightening: level 128 goes to about 162. */
const MAX_LIFT = 0.6;

function channelOf(picture: Picture, mask: SkinMask, channel: number): Float32Array {
  const { region } = mask;
  const values = new Float32Array(region.width * region.height);
  for (let y = 0; y < region.height; y++) {
    let i = ((region.top + y) * picture.width + region.left) * CHANNELS + channel;
    for (let x = 0; x < region.width; x++, i += CHANNELS) values[y * region.width + x] = picture.data[i];
  }
  return values;
}

/** The curve at a fractional level, linearly between its entries. */
function lookUp(curve: Float32Array, value: number): number {
  const v = clamp(value, 0, 255);
  const below = Math.min(254, Math.floor(v));
  return curve[below] + (curve[below + 1] - curve[below]) * (v - below);
}

export function retouchSkin(picture: Picture, mask: SkinMask, frame: FaceFrame, retouch: Retouch): void {
  const { region, weights } = mask;
  if (region.width === 0 || region.height === 0 || (retouch.smooth === 0 && retouch.brighten === 0)) return;
  const smoothing = retouch.smooth / 100;
  const radius = Math.max(2, Math.round(frame.width * (0.012 + 0.018 * smoothing)));
  const eps = (MAX_SMOOTH_LEVELS * Math.sqrt(smoothing)) ** 2;
  const lift = 1 + MAX_LIFT * (retouch.brighten / 100);
  // The brightening curve as a table: 1 - (1 - v)^lift, a gentle lift that keeps both ends.
  const curve = new Float32Array(256);
  for (let v = 0; v < 256; v++) curve[v] = 255 * (1 - (1 - v / 255) ** lift);
  const smoothed = smoothing > 0 ? [0, 1, 2].map((c) => guidedSmoothing(channelOf(picture, mask, c), region.width, region.height, radius, eps, 'shrink')) : undefined;
  for (let y = 0; y < region.height; y++) {
    for (let x = 0; x < region.width; x++) {
      const k = y * region.width + x;
      const weight = weights[k];
      if (weight < 1 / 512) continue;
      const i = ((region.top + y) * picture.width + region.left + x) * CHANNELS;
      for (let c = 0; c < 3; c++) {
        let value = picture.data[i + c];
        if (smoothed) value += (smoothed[c][k] - value) * MAX_SMOOTH_BLEND * smoothing;
        if (retouch.brighten > 0) value = lookUp(curve, value);
        picture.data[i + c] = toByte(picture.data[i + c] + (value - picture.data[i + c]) * weight);
      }
    }
  }
}

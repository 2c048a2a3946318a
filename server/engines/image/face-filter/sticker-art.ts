/**
 * The stickers, drawn here as small SVG pictures (our own drawings, no image files): each in
 * its own units, centred on 0,0, with the size it has and where on the face it goes.
 * Placement is in the face's frame (see face-geometry.ts), so a sticker grows with the face
 * and tilts with it.
 */
import type { FaceSticker } from '@toolhub/contracts';
import type { Point } from './face-detector';
import { inFrame, type FaceFrame } from './face-geometry';

export interface StickerArt {
  /** The drawing's extent in its own units, centred on 0,0. */
  width: number;
  height: number;
  /** SVG elements drawn in those units. */
  markup: string;
  /** Where the drawing's centre goes on the face, and how wide it is there, in pixels. */
  place(frame: FaceFrame): { centre: Point; width: number };
}

/** Two round lenses over the eyes: lens centres ±50 units = ±half the distance between the eyes. */
const glasses: StickerArt = {
  width: 220,
  height: 80,
  markup: `
    <path d="M-16 -4 Q0 -14 16 -4" fill="none" stroke="#1d1d24" stroke-width="6" stroke-linecap="round"/>
    <path d="M-84 -8 L-108 -14 M84 -8 L108 -14" stroke="#1d1d24" stroke-width="6" stroke-linecap="round"/>
    <circle cx="-50" cy="0" r="34" fill="#1b2a4a" fill-opacity="0.35" stroke="#1d1d24" stroke-width="7"/>
    <circle cx="50" cy="0" r="34" fill="#1b2a4a" fill-opacity="0.35" stroke="#1d1d24" stroke-width="7"/>
    <path d="M-70 -14 Q-60 -24 -46 -24 M30 -14 Q40 -24 54 -24" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4" stroke-linecap="round"/>`,
  place: (frame) => ({ centre: frame.eyesMiddle, width: frame.eyeDistance * 2.2 }),
};

/** Two pointed ears with pink insides, standing on the top of the head. */
const catEars: StickerArt = {
  width: 240,
  height: 120,
  markup: `
    <path d="M-112 55 L-86 -58 L-28 40 Z" fill="#3b2f2f" stroke="#241c1c" stroke-width="4" stroke-linejoin="round"/>
    <path d="M112 55 L86 -58 L28 40 Z" fill="#3b2f2f" stroke="#241c1c" stroke-width="4" stroke-linejoin="round"/>
    <path d="M-96 40 L-84 -30 L-48 32 Z" fill="#f4a6b8"/>
    <path d="M96 40 L84 -30 L48 32 Z" fill="#f4a6b8"/>`,
  place: (frame) => ({ centre: inFrame(frame, frame.forehead, 0, -0.22 * frame.height), width: frame.width * 1.15 }),
};

/** Soft pink ovals on the cheeks, below and a little outside the eyes. */
const blush: StickerArt = {
  width: 260,
  height: 70,
  markup: `
    <defs><radialGradient id="cheek"><stop offset="0" stop-color="#ff6f91" stop-opacity="0.55"/><stop offset="1" stop-color="#ff6f91" stop-opacity="0"/></radialGradient></defs>
    <ellipse cx="-68" cy="0" rx="44" ry="28" fill="url(#cheek)"/>
    <ellipse cx="68" cy="0" rx="44" ry="28" fill="url(#cheek)"/>`,
  place: (frame) => ({ centre: inFrame(frame, frame.eyesMiddle, 0, frame.eyeDistance * 0.62), width: frame.eyeDistance * 2.6 }),
};

/** A gold crown with three jewels, sitting above the forehead. */
const crown: StickerArt = {
  width: 200,
  height: 130,
  markup: `
    <path d="M-90 50 L-96 -30 L-50 10 L0 -58 L50 10 L96 -30 L90 50 Z" fill="#f2c230" stroke="#a87b00" stroke-width="5" stroke-linejoin="round"/>
    <rect x="-90" y="38" width="180" height="20" rx="4" fill="#e0a800" stroke="#a87b00" stroke-width="4"/>
    <circle cx="-96" cy="-34" r="8" fill="#f2c230" stroke="#a87b00" stroke-width="3"/>
    <circle cx="0" cy="-62" r="9" fill="#f2c230" stroke="#a87b00" stroke-width="3"/>
    <circle cx="96" cy="-34" r="8" fill="#f2c230" stroke="#a87b00" stroke-width="3"/>
    <circle cx="-48" cy="26" r="8" fill="#d7263d"/>
    <circle cx="0" cy="20" r="10" fill="#1b98e0"/>
    <circle cx="48" cy="26" r="8" fill="#2bb673"/>`,
  place: (frame) => ({ centre: inFrame(frame, frame.forehead, 0, -0.3 * frame.height), width: frame.width * 0.75 }),
};

export const STICKER_ART: Record<Exclude<FaceSticker, 'none'>, StickerArt> = { glasses, catEars, blush, crown };

import { QR, QR_ERROR_LEVELS } from '@toolhub/contracts';

export type QrErrorLevel = (typeof QR_ERROR_LEVELS)[number];

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
  /** '#rrggbb' without the alpha. */
  hex: string;
}

export interface QrOptionsInput {
  version?: unknown;
  errorCorrectionLevel?: string;
  margin?: number;
  width?: number;
  scale?: number;
  color?: { dark?: string; light?: string };
}

export interface QrOptions {
  /** Undefined lets the encoder pick the smallest version that fits. */
  version?: number;
  errorCorrectionLevel: QrErrorLevel;
  margin: number;
  /** Undefined when not set or below the smallest symbol (21 modules): the scale applies. */
  width?: number;
  scale: number;
  color: { dark: Rgba; light: Rgba };
}

const MIN_WIDTH = 21;
const LEVEL_NAMES: Record<string, QrErrorLevel> = { low: 'L', medium: 'M', quartile: 'Q', high: 'H' };

/** A QR version is a whole number from 1 to 40 (spec §5). */
export function isValidQrVersion(version: unknown): version is number {
  return typeof version === 'number' && Number.isInteger(version) && version >= QR.minVersion && version <= QR.maxVersion;
}

/** Modules per side of a symbol: 4 * version + 17 (spec §9). */
export function qrSymbolSize(version: number): number {
  if (!isValidQrVersion(version)) throw new RangeError(`Invalid QR version: ${version}`);
  return 4 * version + 17;
}

/**
 * Parses a hex colour (spec §5): 3, 4, 6, 7 or 8 hex digits after an optional '#' — never 5 —
 * else 'Invalid hex color'. So '#fff' and '#ffff' (with alpha) are colours, as in the qrcode
 * library the spec's screens use; 7 digits are RRGGBB and one alpha digit, doubled like the short forms'.
 */
export function hexToRgba(color: string): Rgba {
  const digits = color.replace(/^#/, '');
  if (![3, 4, 6, 7, 8].includes(digits.length) || !/^[0-9a-f]+$/i.test(digits)) {
    throw new Error(`Invalid hex color: ${color}`);
  }
  const long = digits.length <= 4 ? [...digits].map((c) => c + c).join('') : digits.length === 7 ? digits + digits[6] : digits;
  const full = long.length === 6 ? `${long}ff` : long;
  const value = Number.parseInt(full, 16);
  return {
    r: (value >>> 24) & 255,
    g: (value >>> 16) & 255,
    b: (value >>> 8) & 255,
    a: value & 255,
    hex: `#${full.slice(0, 6).toLowerCase()}`,
  };
}

function errorLevelOf(level: string | undefined): QrErrorLevel {
  if (!level) return QR.shareLevel;
  const upper = level.toUpperCase();
  const known = (QR_ERROR_LEVELS as readonly string[]).includes(upper) ? (upper as QrErrorLevel) : LEVEL_NAMES[level.toLowerCase()];
  return known ?? QR.shareLevel;
}

/** The options a QR encoder runs with, from what a caller passed (spec §5, §9). */
export function normalizeQrOptions(input: QrOptionsInput = {}): QrOptions {
  const margin = typeof input.margin === 'number' && input.margin >= 0 ? input.margin : QR.defaultMargin;
  const width = typeof input.width === 'number' && input.width >= MIN_WIDTH ? input.width : undefined;
  const scale = typeof input.scale === 'number' && input.scale > 0 ? input.scale : QR.defaultScale;
  return {
    version: isValidQrVersion(input.version) ? input.version : undefined,
    errorCorrectionLevel: errorLevelOf(input.errorCorrectionLevel),
    margin,
    width,
    scale,
    color: {
      dark: hexToRgba(input.color?.dark ?? '#000000'),
      light: hexToRgba(input.color?.light ?? '#ffffff'),
    },
  };
}

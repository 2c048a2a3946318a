/** Keeping numbers in range: a value held between two bounds, and a level written as a colour byte. */

export const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A level (any real number) as a byte 0–255: rounded, then held in range, so an overshoot is white, not wrapped round to black. */
export const toByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

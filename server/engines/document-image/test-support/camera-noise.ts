/**
 * Standard normal noise (Box–Muller): the sensor noise of the photographed test pages. Two
 * draws of `random` a sample, so a page drawn from a seed stays the same on every run.
 */
export const gaussian = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

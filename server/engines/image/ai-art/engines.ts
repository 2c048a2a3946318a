/**
 * Which engine paints: the Stable Diffusion service when ops name one in TOOLHUB_ART_SD_URL
 * (with TOOLHUB_ART_SD_STEPS, 25 by default), else the bundled procedural painter. Read on
 * every task, not once at import, so a worker thread follows the environment it runs in.
 */
import type { ArtEngine } from './engine';
import { proceduralEngine } from './procedural/painter';
import { stableDiffusionEngine, stableDiffusionSettings } from './stable-diffusion';

export function artEngine(env: NodeJS.ProcessEnv = process.env): ArtEngine {
  const settings = stableDiffusionSettings(env);
  return settings ? stableDiffusionEngine(settings) : proceduralEngine;
}

/**
 * What makes AI art's pictures: the bundled procedural painter, or a Stable Diffusion service
 * ops run, when TOOLHUB_ART_SD_URL names one. The task asks an engine for pictures by seed and
 * gets PNGs of ART_SIDE² back; which engine made them is named in the answer (and on the
 * screen: the procedural painter is no trained model).
 */
import type { ArtStyle, ImageEngine } from '@toolhub/contracts';

export interface ArtRequest {
  prompt: string;
  style: ArtStyle;
  /** One picture per seed, in order. */
  seeds: number[];
}

export interface ArtWork {
  /** Aborted when the task is stopped. */
  signal: AbortSignal;
  /** 0–1 of the engine's work, after each picture at least. */
  progress(fraction: number): void;
}

export interface ArtPictures {
  /** PNGs, ART_SIDE × ART_SIDE, one per seed in the request's order. */
  pictures: Buffer[];
  /** The seed each picture was made with, as the engine reports it: asking with it again makes it again. */
  seeds: number[];
}

export interface ArtEngine {
  name: ImageEngine;
  paint(request: ArtRequest, work: ArtWork): Promise<ArtPictures>;
}

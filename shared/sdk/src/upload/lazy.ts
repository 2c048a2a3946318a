/**
 * The upload libraries, loaded on the first upload only: cos-js-sdk-v5 and compressorjs are
 * large and most page views never upload, so they stay out of the shell's first download.
 * A failed load (offline, a deploy in between) is forgotten, so the next upload tries again.
 */
import type Compressor from 'compressorjs';
import type COS from 'cos-js-sdk-v5';

let cosModule: Promise<typeof COS> | undefined;
let compressorModule: Promise<typeof Compressor> | undefined;

export function loadCos(): Promise<typeof COS> {
  cosModule ??= import('cos-js-sdk-v5').then(
    (module) => module.default,
    (error: unknown) => {
      cosModule = undefined;
      throw error;
    },
  );
  return cosModule;
}

export function loadCompressor(): Promise<typeof Compressor> {
  compressorModule ??= import('compressorjs').then(
    (module) => module.default,
    (error: unknown) => {
      compressorModule = undefined;
      throw error;
    },
  );
  return compressorModule;
}

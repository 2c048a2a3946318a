/**
 * Image fix (super-resolution / restore): the upload made 2× or 4× larger by ESRGAN-slim
 * (upscaler.ts), its noise and JPEG blocks smoothed first when the visitor asks (denoise.ts).
 * The result is `<name>-fixed.jpg|png`.
 *
 * The output is bounded, not only the upload: scale² × the upload's pixels may not pass
 * IMAGE_FIX_MAX_OUTPUT_PIXELS (a 2× of 2 MP, a 4× of 0.5 MP), refused as `image too large`
 * before any work.
 *
 * Progress: denoising, when asked, takes its share of the bar by its measured cost against
 * the network's, then the network moves it tile by tile.
 */
import { IMAGE_FIX_MAX_OUTPUT_PIXELS, imageFixInputSchema } from '@toolhub/contracts';
import { imageEffectTask, stopIfAborted } from '../effect-task';
import { denoise } from './denoise';
import { upscale } from './upscaler';

/**
 * The share of the effect's time the denoising takes, when asked, by scale: on bench/image-fix.ts
 * it takes 1.1 s of CPU a megapixel, the 2× enlargement about 3 s a megapixel of input and the
 * 4× about 4 s.
 */
const DENOISE_SHARE = { 2: 0.25, 4: 0.2 } as const;

export const imageFix = imageEffectTask({
  tool: 'image fix',
  schema: imageFixInputSchema,
  suffix: 'fixed',
  engine: 'esrgan',
  limits: ({ scale }) => ({ fits: (width, height) => width * height * scale * scale <= IMAGE_FIX_MAX_OUTPUT_PIXELS }),
  async apply(picture, { scale, denoise: wanted }, ctx) {
    const share = wanted ? DENOISE_SHARE[scale] : 0;
    const source = wanted ? denoise(picture, undefined, (fraction) => ctx.progress(share * fraction)) : picture;
    stopIfAborted(ctx.signal);
    const enlarged = await upscale(source, scale, { signal: ctx.signal, progress: (fraction) => ctx.progress(share + (1 - share) * fraction) });
    return { picture: enlarged };
  },
});

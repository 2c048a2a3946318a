/**
 * The anime filter's task: a photo redrawn as a cel, a comic panel or a pencil sketch by a
 * classical stylisation pipeline (no trained style-transfer weights are installable, DESIGN
 * §5; the screen names it a filter, never AI). The upload's alpha passes through unchanged.
 */
import { animeFilterInputSchema, type AnimeStyle } from '@toolhub/contracts';
import { imageEffectTask, stopIfAborted } from '../effect-task';
import type { Picture } from '../picture';
import { celShade } from './cel';
import { comicInk } from './comic';
import { pencilSketch } from './pencil';

export const ANIME_STYLISERS: Record<AnimeStyle, (picture: Picture) => Picture> = {
  cel: celShade,
  comic: comicInk,
  pencil: pencilSketch,
};

export const animeFilter = imageEffectTask({
  tool: 'anime filter',
  schema: animeFilterInputSchema,
  suffix: 'anime',
  engine: 'stylisation',
  apply: async (picture, { style }, ctx) => {
    stopIfAborted(ctx.signal);
    ctx.progress(0.1);
    const result = ANIME_STYLISERS[style](picture);
    ctx.progress(1);
    return { picture: result };
  },
});

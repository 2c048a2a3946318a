/**
 * AI art (tool 49): a prompt and a style in, ART_CHOICES pictures out to pick from. The first
 * picture's seed is the visitor's, or a random one; the others follow it (s, s+1, s+2, s+3),
 * so asking again with any picture's seed makes that picture again, first.
 *
 * Progress: 2 % once the request is read, then the engine's share up to 95 % as each picture is
 * done, 100 % with the files written.
 */
import crypto from 'node:crypto';
import { ART_CHOICES, ART_SIDE, ERROR_CODES, aiArtInputSchema, type AiArtResult } from '@toolhub/contracts';
import { TaskFailure, type TaskHandler } from '../../../src/tasks/handler';
import { stopIfAborted } from '../effect-task';
import { artEngine } from './engines';

/** The schema's largest seed: the choices' seeds must stay askable. */
const MAX_SEED = 2 ** 31 - 1;

/** ART_CHOICES seeds from the first, wrapping past the largest so each can be asked again. */
export function choiceSeeds(first: number): number[] {
  return Array.from({ length: ART_CHOICES }, (_, i) => (first + i) % (MAX_SEED + 1));
}

export const aiArt: TaskHandler = async (input, ctx) => {
  const parsed = aiArtInputSchema.safeParse(input);
  if (!parsed.success) throw new TaskFailure(ERROR_CODES.BAD_REQUEST, 'the AI art request is not valid');
  const { prompt, style, seed } = parsed.data;
  // A drawn seed leaves room for the others, so a fresh set never wraps.
  const seeds = choiceSeeds(seed ?? crypto.randomInt(0, MAX_SEED - ART_CHOICES + 1));
  ctx.progress(2);
  const engine = artEngine();
  const made = await engine.paint(
    { prompt: prompt.trim(), style, seeds },
    { signal: ctx.signal, progress: (fraction) => ctx.progress(2 + Math.round(93 * Math.min(1, Math.max(0, fraction)))) },
  );
  stopIfAborted(ctx.signal);
  const data: AiArtResult = { Engine: engine.name, Style: style, Seeds: made.seeds, Width: ART_SIDE, Height: ART_SIDE };
  ctx.progress(100);
  return {
    data,
    files: made.pictures.map((bytes, i) => ({ name: `ai-art-${i + 1}.png`, contentType: 'image/png', bytes: new Uint8Array(bytes) })),
  };
};

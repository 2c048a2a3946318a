/**
 * The AI art task as the task engine runs it: four PNG choices named ai-art-1…4.png, the seeds
 * that make each again, progress per picture, and a clear refusal of a bad request.
 */
import { ART_CHOICES, ART_SIDE, ERROR_CODES, aiArtResultSchema } from '@toolhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TaskContext } from '../../../src/tasks/handler';
import { aiArt, choiceSeeds } from './task';

function context(progress: number[] = []): TaskContext {
  return { scene: 'ai_art', signal: new AbortController().signal, readObject: async () => Buffer.alloc(0), progress: (percent) => progress.push(percent) };
}

describe('the AI art task', () => {
  it('paints four 1024² PNG choices from a seed, each askable again by its own seed, with progress per picture', async () => {
    const progress: number[] = [];
    const first = await aiArt({ prompt: '山间明月', style: 'ink', seed: 500 }, context(progress));
    const data = aiArtResultSchema.parse(first.data);
    expect(data).toEqual({ Engine: 'procedural', Style: 'ink', Seeds: [500, 501, 502, 503], Width: ART_SIDE, Height: ART_SIDE });
    expect(first.files?.map((file) => [file.name, file.contentType])).toEqual([1, 2, 3, 4].map((n) => [`ai-art-${n}.png`, 'image/png']));
    for (const file of first.files ?? []) expect(await sharp(file.bytes).metadata()).toMatchObject({ format: 'png', width: ART_SIDE, height: ART_SIDE });
    // The four are four different pictures.
    expect(new Set(first.files?.map((file) => Buffer.from(file.bytes).toString('base64'))).size).toBe(ART_CHOICES);
    // The bar moves after every picture, never back, and ends full.
    expect(progress.filter((percent) => percent > 2 && percent < 100).length).toBeGreaterThanOrEqual(ART_CHOICES);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(progress.at(-1)).toBe(100);

    // The third choice, asked for again by its seed, comes back first.
    const again = await aiArt({ prompt: '山间明月', style: 'ink', seed: data.Seeds[2] }, context());
    expect(aiArtResultSchema.parse(again.data).Seeds[0]).toBe(502);
    expect(Buffer.from(again.files?.[0].bytes ?? []).equals(Buffer.from(first.files?.[2].bytes ?? []))).toBe(true);
  }, 120_000);

  it('draws a seed of its own when none is given, the four following one another', async () => {
    const { data } = await aiArt({ prompt: 'neon city', style: 'neon' }, context());
    const { Seeds } = aiArtResultSchema.parse(data);
    expect(Seeds).toEqual(choiceSeeds(Seeds[0]));
    expect(Seeds[3]).toBeLessThanOrEqual(2 ** 31 - 1);
  }, 60_000);

  it('keeps every choice askable near the largest seed', () => {
    expect(choiceSeeds(2 ** 31 - 2)).toEqual([2 ** 31 - 2, 2 ** 31 - 1, 0, 1]);
  });

  it.each([
    ['no prompt', { style: 'ink' }],
    ['a blank prompt', { prompt: '   ', style: 'ink' }],
    ['a prompt over 200 characters', { prompt: '山'.repeat(201), style: 'ink' }],
    ['an unknown style', { prompt: 'moon', style: 'pastel' }],
    ['a negative seed', { prompt: 'moon', style: 'oil', seed: -1 }],
    ['a fractional seed', { prompt: 'moon', style: 'oil', seed: 1.5 }],
    ['a seed past 2³¹ − 1', { prompt: 'moon', style: 'oil', seed: 2 ** 31 }],
    ['not an object', 'moon'],
  ])('refuses %s as a bad request, painting nothing', async (_case, input) => {
    const progress: number[] = [];
    await expect(aiArt(input, context(progress))).rejects.toMatchObject({ name: 'TaskFailure', code: ERROR_CODES.BAD_REQUEST, detail: 'the AI art request is not valid' });
    expect(progress).toEqual([]);
  });
});

/**
 * The Stable Diffusion adapter against a process that speaks AUTOMATIC1111's txt2img API
 * (test-support/fake-sd-server.ts): what it sends, what it makes of the answer, and that a
 * service that is down or answers nonsense is `art service unavailable`.
 */
import http from 'node:http';
import { ART_SIDE, ERROR_CODES, IMAGE_EFFECT_FAILURES, aiArtResultSchema } from '@toolhub/contracts';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TaskContext } from '../../../src/tasks/handler';
import { SD_STEPS_VARIABLE, SD_URL_VARIABLE, STYLE_WORDS } from './stable-diffusion';
import { aiArt } from './task';
import { startFakeSd, type FakeSdService } from './test-support/fake-sd-process';

let service: FakeSdService;
beforeAll(async () => {
  service = await startFakeSd();
}, 30_000);
afterAll(async () => {
  await service?.stop();
});
afterEach(() => {
  delete process.env[SD_URL_VARIABLE];
  delete process.env[SD_STEPS_VARIABLE];
});

const context = (progress: number[] = []): TaskContext => ({ scene: 'ai_art', signal: new AbortController().signal, readObject: async () => Buffer.alloc(0), progress: (p) => progress.push(p) });
const serviceDown = { name: 'TaskFailure', code: ERROR_CODES.BAD_REQUEST, detail: IMAGE_EFFECT_FAILURES.artServiceDown };

/** The fake's pictures are flat colours whose red is the seed mod 256. */
async function seedOfPicture(png: Uint8Array): Promise<number> {
  const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return data[0];
}

describe('the Stable Diffusion adapter', () => {
  it('asks the service for a batch of four from the seed and answers its pictures as four 1024² PNGs', async () => {
    process.env[SD_URL_VARIABLE] = `${service.origin}/ok/`;
    process.env[SD_STEPS_VARIABLE] = '12';
    const before = (await service.received()).length;
    const progress: number[] = [];
    const { data, files } = await aiArt({ prompt: 'a cat on the moon "}, {"seed": 1', style: 'watercolour', seed: 1000 }, context(progress));
    expect(aiArtResultSchema.parse(data)).toEqual({ Engine: 'stable-diffusion', Style: 'watercolour', Seeds: [1000, 1001, 1002, 1003], Width: ART_SIDE, Height: ART_SIDE });
    expect(files?.map((file) => file.name)).toEqual(['ai-art-1.png', 'ai-art-2.png', 'ai-art-3.png', 'ai-art-4.png']);
    for (const file of files ?? []) expect(await sharp(file.bytes).metadata()).toMatchObject({ format: 'png', width: ART_SIDE, height: ART_SIDE });
    // Each picture is the one of its seed, in order.
    expect(await Promise.all((files ?? []).map((file) => seedOfPicture(file.bytes)))).toEqual([1000 % 256, 1001 % 256, 1002 % 256, 1003 % 256]);
    expect(progress.at(-1)).toBe(100);

    const received = (await service.received()).slice(before);
    expect(received).toHaveLength(1);
    expect(received[0].contentType).toBe('application/json');
    // The visitor's words arrive as one JSON string, quotes and all: they cannot add a field.
    expect(received[0].body).toMatchObject({
      prompt: `a cat on the moon "}, {"seed": 1, ${STYLE_WORDS.watercolour}`,
      seed: 1000,
      batch_size: 4,
      steps: 12,
      width: ART_SIDE,
      height: ART_SIDE,
    });
  }, 60_000);

  it('takes the batch, not the grid image the web UI can send first', async () => {
    process.env[SD_URL_VARIABLE] = `${service.origin}/grid`;
    const { files } = await aiArt({ prompt: 'sea', style: 'oil', seed: 7 }, context());
    expect(await Promise.all((files ?? []).map((file) => seedOfPicture(file.bytes)))).toEqual([7, 8, 9, 10]);
  }, 60_000);

  it('asks for the choices after the largest seed in a batch of their own', async () => {
    process.env[SD_URL_VARIABLE] = `${service.origin}/ok`;
    const before = (await service.received()).length;
    const { data } = await aiArt({ prompt: 'sea', style: 'neon', seed: 2 ** 31 - 2 }, context());
    expect(aiArtResultSchema.parse(data).Seeds).toEqual([2 ** 31 - 2, 2 ** 31 - 1, 0, 1]);
    expect((await service.received()).slice(before).map((request) => [request.body.seed, request.body.batch_size])).toEqual([
      [2 ** 31 - 2, 2],
      [0, 2],
    ]);
  }, 60_000);

  it('answers "art service unavailable" when nothing listens at the address', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    process.env[SD_URL_VARIABLE] = `http://127.0.0.1:${port}`;
    await expect(aiArt({ prompt: 'sea', style: 'ink', seed: 1 }, context())).rejects.toMatchObject(serviceDown);
  });

  it.each(['malformed', 'garbage', 'few', 'broken'])('answers "art service unavailable" for a %s answer', async (mode) => {
    process.env[SD_URL_VARIABLE] = `${service.origin}/${mode}`;
    await expect(aiArt({ prompt: 'sea', style: 'ink', seed: 1 }, context())).rejects.toMatchObject(serviceDown);
  }, 30_000);
});

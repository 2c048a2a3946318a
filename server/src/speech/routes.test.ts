/** What the audio-to-text screen is told before an upload: the languages this server transcribes now. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SPEECH_API, speechLanguagesSchema } from '@toolhub/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { speechRoutes } from './routes';

async function languagesWith(modelsDir: string) {
  const app = Fastify();
  await speechRoutes(app, { modelsDir });
  const res = await app.inject({ method: 'GET', url: SPEECH_API.languages });
  await app.close();
  expect(res.statusCode).toBe(200);
  const body = res.json() as { ret: number; data: unknown };
  expect(body.ret).toBe(0);
  return speechLanguagesSchema.parse(body.data).asr;
}

describe('GET /api/speech/languages', () => {
  it('offers English by the built-in PocketSphinx model and no Chinese while no model is installed', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'asr-models-'));
    expect(await languagesWith(empty)).toEqual([{ language: 'en', engine: 'pocketsphinx', name: 'cmusphinx-en-us' }]);
  });

  it('offers Chinese as soon as ops drop a model folder in, without a restart', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'asr-models-'));
    expect((await languagesWith(root)).map((offer) => offer.language)).toEqual(['en']);
    const senseVoice = path.join(root, 'sherpa-onnx-sense-voice-zh-en-ja-ko-yue-2024-07-17');
    fs.mkdirSync(senseVoice);
    for (const file of ['model.int8.onnx', 'tokens.txt']) fs.writeFileSync(path.join(senseVoice, file), '');
    expect(await languagesWith(root)).toEqual([
      { language: 'en', engine: 'pocketsphinx', name: 'cmusphinx-en-us' },
      { language: 'zh', engine: 'sherpa-onnx', name: 'sherpa-onnx-sense-voice-zh-en-ja-ko-yue-2024-07-17' },
    ]);
  });
});

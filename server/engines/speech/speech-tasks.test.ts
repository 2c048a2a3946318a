/**
 * Both speech tools through the real task engine, as their screens call them: text read aloud
 * into an MP3 that downloads and sounds; a recording uploaded and transcribed with its TXT and
 * SRT, one use taken — and refusals (silence, a language with no model here) for no use.
 * Needs remotes/speech built (its catalog lists the tools) and the Debian packages of
 * server/setup/system-packages.sh.
 *
 * test-data/stella.mp3: festival's SLT voice reading "Please call Stella and ask her to bring
 * these things with her from the store.", then a light echo, pink noise at about 21 dB SNR,
 * 16 kHz and 32 kbit/s MP3 (ffmpeg) — synthetic speech, which flatters a recogniser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SPEECH_SCENES, SPEECH_TYPES, asrResultSchema, ttsResultSchema } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { created, leftUses, untilEnded, uploadAsPage } from '../../src/tasks/test-support/calls';
import { engineTestAppForFile, type TaskTestApp } from '../../src/tasks/test-support/harness';
import { loginAs, sessionHeaders } from '../../src/test-support';
import { chordMp3, listen, reencoded, silentWav } from './test-support/audio-check';

const STELLA = fs.readFileSync(path.join(import.meta.dirname, 'test-data/stella.mp3'));

let t: TaskTestApp;
engineTestAppForFile((hub) => (t = hub));

const download = async (url: string) => {
  const { pathname, search } = new URL(url);
  const res = await t.app.inject({ method: 'GET', url: `${pathname}${search}` });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

describe('text to speech task', () => {
  it('reads Chinese and English aloud into an MP3 of the length it says, naming both engines, for an anonymous visitor', async () => {
    const h = await sessionHeaders(t.app);
    const task = await created(t, h, { type: SPEECH_TYPES.TextToSpeech, scene: SPEECH_SCENES.TextToSpeech, data: { text: '今天气温25℃。The train leaves at 10:30.', format: 'mp3' } });
    const answer = await untilEnded(t, h, task.common_rsp.task_id);
    expect(answer.common_rsp.state, JSON.stringify(answer.rsp_header)).toBe('done');
    const result = ttsResultSchema.parse(JSON.parse(answer.business_data.data));
    expect(result).toMatchObject({ Engines: ['espeak-ng', 'festival-hts'], Sentences: 2, Format: 'mp3' });
    expect(result.Spoken).toContain('二十五摄氏度');
    expect(result.Spoken).toContain('ten thirty');
    const [file] = answer.business_data.files;
    expect(file.name).toBe('speech.mp3');
    const heard = await listen(await download(file.url));
    expect(heard.seconds).toBeGreaterThan(2);
    expect(Math.abs(heard.seconds - result.Duration)).toBeLessThan(0.3);
    expect(heard.loudness).toBeGreaterThan(0.01);
  }, 60_000);

  it('refuses text that is only symbols', async () => {
    const h = await sessionHeaders(t.app);
    const task = await created(t, h, { type: SPEECH_TYPES.TextToSpeech, scene: SPEECH_SCENES.TextToSpeech, data: { text: '…… ——' } });
    const answer = await untilEnded(t, h, task.common_rsp.task_id);
    expect(answer.common_rsp.state).toBe('failed');
    expect(answer.rsp_header.reason).toBe('err is text is empty');
  }, 30_000);
});

describe('audio to text task', () => {
  const scene = SPEECH_SCENES.AudioToText;

  it('transcribes an uploaded MP3 with timestamps, TXT and SRT, for one use', async () => {
    const user = await loginAs(t);
    const key = await uploadAsPage(t, user, STELLA, { fileType: 'mp3', contentType: 'audio/mpeg', name: '留言.mp3' });
    const before = await leftUses(t, user, scene);
    const task = await created(t, user, { type: SPEECH_TYPES.AudioToText, scene, data: { file: key, name: '留言.mp3', language: 'en' } });
    const answer = await untilEnded(t, user, task.common_rsp.task_id);
    expect(answer.common_rsp.state, JSON.stringify(answer.rsp_header)).toBe('done');
    const result = asrResultSchema.parse(JSON.parse(answer.business_data.data));
    expect(result).toMatchObject({ Engine: 'pocketsphinx', Language: 'en', Format: 'mp3' });
    expect(result.Duration).toBeCloseTo(4.4, 0);
    expect(result.Text).toMatch(/bring these things/);
    expect(result.Text).toMatch(/store/);
    expect(result.Segments[0].Start).toBeLessThan(1);
    expect(answer.business_data.files.map((file) => file.name)).toEqual(['留言.txt', '留言.srt']);
    const srt = (await download(answer.business_data.files[1].url)).toString('utf8');
    expect(srt).toMatch(/^1\n00:00:00,\d{3} --> 00:00:0\d,\d{3}\n.*store/s);
    expect(await leftUses(t, user, scene)).toBe(before - 1);
  }, 90_000);

  it('takes a WebM recording and bare AAC as they are uploaded, and transcribes them', async () => {
    const user = await loginAs(t);
    for (const [format, fileType, contentType] of [
      ['webm', 'webm', 'audio/webm'],
      ['adts', 'aac', 'audio/aac'],
    ] as const) {
      const key = await uploadAsPage(t, user, await reencoded(STELLA, format), { fileType, contentType, name: `memo.${fileType}` });
      const task = await created(t, user, { type: SPEECH_TYPES.AudioToText, scene, data: { file: key, name: `memo.${fileType}`, language: 'en' } });
      const answer = await untilEnded(t, user, task.common_rsp.task_id);
      expect(answer.common_rsp.state, `${format}: ${JSON.stringify(answer.rsp_header)}`).toBe('done');
      expect(asrResultSchema.parse(JSON.parse(answer.business_data.data)).Text).toMatch(/store/);
    }
  }, 90_000);

  it('answers "no speech recognised" for silence and for music, and "language not supported" for Chinese here, taking no use', async () => {
    const user = await loginAs(t);
    const silence = await uploadAsPage(t, user, silentWav(), { fileType: 'wav', contentType: 'audio/wav', name: 'quiet.wav' });
    const before = await leftUses(t, user, scene);
    const quiet = await created(t, user, { type: SPEECH_TYPES.AudioToText, scene, data: { file: silence, name: 'quiet.wav' } });
    const quietAnswer = await untilEnded(t, user, quiet.common_rsp.task_id);
    expect(quietAnswer.rsp_header.reason).toBe('err is no speech recognised');

    const chord = await uploadAsPage(t, user, await chordMp3(), { fileType: 'mp3', contentType: 'audio/mpeg', name: 'chord.mp3' });
    const music = await created(t, user, { type: SPEECH_TYPES.AudioToText, scene, data: { file: chord, name: 'chord.mp3' } });
    expect((await untilEnded(t, user, music.common_rsp.task_id)).rsp_header.reason).toBe('err is no speech recognised');

    const key = await uploadAsPage(t, user, STELLA, { fileType: 'mp3', contentType: 'audio/mpeg', name: 'a.mp3' });
    const chinese = await created(t, user, { type: SPEECH_TYPES.AudioToText, scene, data: { file: key, name: 'a.mp3', language: 'zh' } });
    const chineseAnswer = await untilEnded(t, user, chinese.common_rsp.task_id);
    expect(chineseAnswer.rsp_header.reason).toBe('err is language not supported');
    expect(await leftUses(t, user, scene)).toBe(before);
  }, 60_000);
});

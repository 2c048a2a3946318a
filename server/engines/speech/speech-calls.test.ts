/**
 * The spec's speech calls (§7 "Tools") as a caller of the plain API uses them: `tts` reads text
 * aloud (waiting for the audio when asked), `rec_task` starts a transcription and `rec_result`
 * reads it by its task_id. Thin routes onto the same tasks as the screens; needs remotes/speech
 * built and the Debian packages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { asrResultSchema, taskViewResponseSchema, ttsResultSchema, type TaskView } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { getCall, postCall } from '../../src/equity/test-support/calls';
import { uploadAsPage } from '../../src/tasks/test-support/calls';
import { engineTestAppForFile, type TaskTestApp } from '../../src/tasks/test-support/harness';
import { loginAs, sessionHeaders } from '../../src/test-support';

const STELLA = fs.readFileSync(path.join(import.meta.dirname, 'test-data/stella.mp3'));

let t: TaskTestApp;
engineTestAppForFile((hub) => (t = hub));

type Headers = Awaited<ReturnType<typeof sessionHeaders>>;

async function resultOf(h: Headers, taskId: string): Promise<TaskView> {
  for (let pause = 20; ; pause = Math.min(200, pause * 2)) {
    const res = await getCall(t, h, `/cgi-bin/tools/rec_result?task_id=${taskId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = taskViewResponseSchema.parse(res.json());
    if (data.state === 'done' || data.state === 'failed') return data;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

describe('/cgi-bin/tools/tts, rec_task and rec_result', () => {
  it('tts answers the read text as a WAV when told to wait', async () => {
    const h = await sessionHeaders(t.app);
    const res = await postCall(t, h, '/cgi-bin/tools/tts', { text: 'Hello from the speech family.', voice: 'en-hts', format: 'wav', is_async: false });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = taskViewResponseSchema.parse(res.json());
    expect(data.state, JSON.stringify(data)).toBe('done');
    expect(ttsResultSchema.parse(JSON.parse(data.result ?? '{}'))).toMatchObject({ Engines: ['festival-hts'], Format: 'wav' });
    expect(data.files.map((file) => file.name)).toEqual(['speech.wav']);
  }, 60_000);

  it('rec_task starts a transcription that rec_result reads by its task_id', async () => {
    const user = await loginAs(t);
    const file = await uploadAsPage(t, user, STELLA, { fileType: 'mp3', contentType: 'audio/mpeg', name: 'stella.mp3' });
    const started = await postCall(t, user, '/cgi-bin/tools/rec_task', { file, name: 'stella.mp3', language: 'en' });
    expect(started.statusCode, started.body).toBe(200);
    const done = await resultOf(user, taskViewResponseSchema.parse(started.json()).data.task_id);
    expect(done.state, JSON.stringify(done)).toBe('done');
    expect(asrResultSchema.parse(JSON.parse(done.result ?? '{}')).Text).toMatch(/bring these things/);
    expect(done.files.map((made) => made.name)).toEqual(['stella.txt', 'stella.srt']);
  }, 90_000);

  it('rec_task asks an anonymous caller to log in', async () => {
    const anonymous = await sessionHeaders(t.app);
    const res = await postCall(t, anonymous, '/cgi-bin/tools/rec_task', { file: 'uploads/x/a.mp3', name: 'a.mp3' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('1101,请登录后使用');
  });
});

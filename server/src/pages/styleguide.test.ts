import { STYLEGUIDE_PATH } from '@toolhub/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support';

/** The snapshot the shell reads from the page (an application/json script, never run). */
const snapshotIn = (html: string) => JSON.parse(/<script[^>]*type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('the style guide page (issue 16)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is the shell alone outside production: no remote registered, not indexed, framed by the hub only', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: STYLEGUIDE_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const snapshot = snapshotIn(res.body);
    expect(snapshot.page.path).toBe('styleguide');
    expect(snapshot.remotes).toEqual([]);
    expect(snapshot.tools).toEqual([]);
  });

  it('is an ordinary 404 page in production', async () => {
    t = await createTestApp({ configure: (config) => ({ ...config, env: 'prod', publicUrl: 'https://tools.example.com' }) });
    const res = await t.app.inject({ method: 'GET', url: STYLEGUIDE_PATH });
    expect(res.statusCode).toBe(404);
    expect(snapshotIn(res.body).page.status).toBe(404);
  });
});

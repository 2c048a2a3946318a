import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publicOrigin } from '../http/public-origin';
import { packageRoutes } from './routes';
import { manifestOfTarball, readServedPackages, type PackagesState } from './served-packages';

let dir: string;
let app: FastifyInstance;

/** A real npm tarball (`npm pack`) of a package named `name`, and the index the hub's build writes. */
function packInto(target: string, packages: { name: string; version: string; dependencies?: Record<string, string> }[]) {
  const index = [];
  for (const pkg of packages) {
    const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-pkg-stage-'));
    fs.writeFileSync(path.join(stage, 'package.json'), JSON.stringify({ ...pkg, type: 'module', exports: { '.': './index.js' } }));
    fs.writeFileSync(path.join(stage, 'index.js'), `export const name = ${JSON.stringify(pkg.name)};\n`);
    const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', target], { cwd: stage, encoding: 'utf8' })) as { filename: string }[];
    index.push({ name: pkg.name, version: pkg.version, file: path.basename(filename) });
    fs.rmSync(stage, { recursive: true, force: true });
  }
  fs.writeFileSync(path.join(target, 'index.json'), JSON.stringify({ packages: index }));
}

async function serve(state: PackagesState, publicUrl?: string) {
  app = Fastify();
  await packageRoutes(app, { state, originOf: (request) => publicOrigin({ publicUrl, allowedHosts: [] }, request) });
  await app.ready();
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-packages-'));
});
afterEach(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the hub’s npm registry', () => {
  it('describes each package as npm does, and its tarball is the one whose integrity it states', async () => {
    packInto(dir, [{ name: '@toolhub/sdk', version: '0.1.0', dependencies: { '@toolhub/contracts': '^0.1.0' } }, { name: '@toolhub/contracts', version: '0.1.0' }]);
    await serve(readServedPackages(dir), 'https://hub.example');

    // npm asks with the scope's slash escaped; pnpm and yarn sometimes not.
    for (const url of ['/npm/@toolhub%2fsdk', '/npm/@toolhub%2Fsdk', '/npm/@toolhub/sdk']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const doc = res.json();
      expect(doc['dist-tags']).toEqual({ latest: '0.1.0' });
      expect(doc.versions['0.1.0']).toMatchObject({ name: '@toolhub/sdk', version: '0.1.0', dependencies: { '@toolhub/contracts': '^0.1.0' } });
      expect(doc.versions['0.1.0'].dist.tarball).toBe('https://hub.example/npm/@toolhub/sdk/-/sdk-0.1.0.tgz');
    }

    const doc = (await app.inject({ url: '/npm/@toolhub%2fsdk' })).json();
    const tarball = await app.inject({ url: new URL(doc.versions['0.1.0'].dist.tarball).pathname });
    expect(tarball.statusCode).toBe(200);
    expect(`sha512-${crypto.createHash('sha512').update(tarball.rawPayload).digest('base64')}`).toBe(doc.versions['0.1.0'].dist.integrity);
    expect(crypto.createHash('sha1').update(tarball.rawPayload).digest('hex')).toBe(doc.versions['0.1.0'].dist.shasum);
    expect(manifestOfTarball(tarball.rawPayload)).toMatchObject({ name: '@toolhub/sdk', version: '0.1.0' });

    // A revalidation of what the installer has costs nothing.
    const again = await app.inject({ url: '/npm/@toolhub/sdk/-/sdk-0.1.0.tgz', headers: { 'if-none-match': tarball.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a package, version or file it does not serve, and never another scope’s package', async () => {
    packInto(dir, [{ name: '@toolhub/sdk', version: '0.1.0' }]);
    await serve(readServedPackages(dir), 'https://hub.example');
    for (const url of [
      '/npm/@toolhub%2fnope',
      '/npm/react',
      '/npm/@other%2fsdk',
      '/npm/@toolhub/sdk/-/sdk-9.9.9.tgz',
      '/npm/@toolhub/sdk/-/..%2f..%2findex.json',
      '/npm/@toolhub/sdk/-/index.json',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toMatch(/^Not found/);
    }
  });

  it('builds tarball addresses on the hub’s public URL, not on the Host a client writes', async () => {
    packInto(dir, [{ name: '@toolhub/sdk', version: '0.1.0' }]);
    await serve(readServedPackages(dir), 'https://hub.example');
    const forged = await app.inject({ url: '/npm/@toolhub%2fsdk', headers: { host: 'evil.example' } });
    expect(forged.json().versions['0.1.0'].dist.tarball).toBe('https://hub.example/npm/@toolhub/sdk/-/sdk-0.1.0.tgz');

    // Without a public URL (dev), only this machine's own host names are taken.
    await app.close();
    await serve(readServedPackages(dir));
    expect((await app.inject({ url: '/npm/@toolhub%2fsdk', headers: { host: 'evil.example' } })).statusCode).toBe(400);
    const local = await app.inject({ url: '/npm/@toolhub%2fsdk', headers: { host: '127.0.0.1:8080' } });
    expect(local.json().versions['0.1.0'].dist.tarball).toBe('http://127.0.0.1:8080/npm/@toolhub/sdk/-/sdk-0.1.0.tgz');
  });

  it('says the packages are not built when the build did not pack them, or packed something else', async () => {
    const missing = readServedPackages(dir);
    expect(missing).toEqual({ ready: false, reason: 'index.json not found: run pnpm build' });
    await serve(missing);
    const res = await app.inject({ url: '/npm/@toolhub%2fsdk' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toContain('run pnpm build');

    packInto(dir, [{ name: '@toolhub/sdk', version: '0.1.0' }]);
    const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')) as { packages: { name: string }[] };
    index.packages[0].name = '@toolhub/ui';
    fs.writeFileSync(path.join(dir, 'index.json'), JSON.stringify(index));
    expect(readServedPackages(dir)).toMatchObject({ ready: false, reason: expect.stringContaining('holds @toolhub/sdk@0.1.0, not @toolhub/ui@0.1.0') });
  });
});

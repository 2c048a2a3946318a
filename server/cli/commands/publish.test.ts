import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureIo, startFakeHub, type HubAnswer, type HubRequest } from '../test/fake-hub';
import { remoteVersion, tool } from '../test/registry-data';
import { main } from '../toolhub';

let answer: (request: HubRequest) => HubAnswer;
let hub: Awaited<ReturnType<typeof startFakeHub>>;
let workDir: string;

beforeAll(async () => {
  hub = await startFakeHub((request) => answer(request));
});
afterAll(() => hub.close());
beforeEach(() => {
  hub.requests.length = 0;
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-publish-'));
  // The hub's answer describes what it was sent, like the real registry does.
  answer = (request) => {
    const body = request.body as { version: string; files: { base64: string }[] };
    const bytes = body.files.reduce((sum, file) => sum + Buffer.from(file.base64, 'base64').length, 0);
    return { data: { ...remoteVersion('demo', body.version), files: body.files.length, bytes } };
  };
});
afterEach(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** A remote folder with a package.json and, unless told otherwise, a built dist/. */
function writeRemote(options: { version?: string; publicPath?: string; without?: string; buildScript?: string } = {}) {
  const dir = path.join(workDir, 'remotes', 'demo');
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  write(
    'package.json',
    JSON.stringify({ name: '@toolhub/remote-demo', version: options.version ?? '2.0.0', scripts: options.buildScript ? { build: options.buildScript } : {} }),
  );
  const dist: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({ name: 'demo', metaData: { publicPath: options.publicPath ?? 'auto' } }),
    'catalog.json': JSON.stringify([tool]),
    'remoteEntry.js': 'var demo;',
    'assets/styles.css': 'p{}',
  };
  for (const [file, content] of Object.entries(dist)) if (file !== options.without) write(`dist/${file}`, content);
  return dir;
}

async function publish(argv: string[]) {
  const { io, out, err } = captureIo();
  // pnpm runs root scripts in the workspace root and passes the operator's directory as INIT_CWD.
  const code = await main(['publish', ...argv], io, { ...process.env, TOOLHUB_URL: hub.url, TOOLHUB_ADMIN_TOKEN: 't', INIT_CWD: workDir });
  return { code, out, err };
}

describe('pnpm toolhub publish', () => {
  it('sends every file of dist/ by its POSIX path, base64, for the version of package.json', async () => {
    writeRemote();
    const { code, out, err } = await publish(['remotes/demo', '--no-build', '--team', 'qa']);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const [request] = hub.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/admin/api/remotes/demo/versions', authorization: 'Bearer t' });
    const body = request.body as { version: string; team: string; files: { path: string; base64: string }[] };
    expect(body.version).toBe('2.0.0');
    expect(body.team).toBe('qa');
    expect(body.files.map((file) => file.path)).toEqual(['assets/styles.css', 'catalog.json', 'mf-manifest.json', 'remoteEntry.js']);
    expect(Buffer.from(body.files[3].base64, 'base64').toString()).toBe('var demo;');
    expect(out).toEqual(['published demo@2.0.0 (4 files, 245 B, digest 200abcdef012)']);
  });

  it('publishes another version with --version, and shows the hub refusing one published before', async () => {
    writeRemote({ publicPath: '/remotes/demo/2.1.0/' });
    answer = () => ({ status: 409, text: '1300,服务异常，请稍后再试：version 2.1.0 of demo is already published' });
    const { code, out, err } = await publish(['remotes/demo', '--no-build', '--version', '2.1.0']);
    expect((hub.requests[0].body as { version: string }).version).toBe('2.1.0');
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err).toEqual(['version 2.1.0 of demo is already published']);
  });

  it('refuses a build without the catalog or the manifest the remote contract needs', async () => {
    const dir = writeRemote({ without: 'catalog.json' });
    const noCatalog = await publish(['remotes/demo', '--no-build']);
    expect(noCatalog.code).toBe(1);
    expect(noCatalog.err).toEqual([
      `${path.join(dir, 'dist')} has no catalog.json: the remote contract needs the tool catalog written beside the manifest (catalog.json) in the build's output`,
    ]);
    fs.rmSync(dir, { recursive: true });
    writeRemote({ without: 'mf-manifest.json' });
    const noManifest = await publish(['remotes/demo', '--no-build']);
    expect(noManifest.err[0]).toMatch(/has no mf-manifest\.json: the remote contract needs the Module Federation 2\.0 manifest/);
    expect(hub.requests).toEqual([]);
  });

  it('refuses a dist/ built for another version, and a publish larger than the hub takes', async () => {
    writeRemote({ publicPath: '/remotes/demo/1.0.0/' });
    const stale = await publish(['remotes/demo', '--no-build', '--version', '1.0.1']);
    expect(stale.err).toEqual(['dist/ was built for /remotes/demo/1.0.0/, not /remotes/demo/1.0.1/: rebuild it for 1.0.1 (leave out --no-build)']);

    const dir = writeRemote();
    fs.writeFileSync(path.join(dir, 'dist', 'huge.bin'), Buffer.alloc(31 * 1024 * 1024));
    const huge = await publish(['remotes/demo', '--no-build']);
    expect(huge.code).toBe(1);
    expect(huge.err[0]).toMatch(/^the publish of demo@2\.0\.0 would be 41\.\d MB \(files in base64\), more than the 40\.0 MB the hub takes$/);
    expect(hub.requests).toEqual([]);
  });

  it('builds the remote for the version first: production, the versioned public path, build output on stderr', async () => {
    // A stand-in for `rspack build`: writes what the environment asked for into the manifest.
    const script =
      "node -e \"const fs=require('fs');const v=process.env.TOOLHUB_REMOTE_VERSION;" +
      "fs.writeFileSync('dist/mf-manifest.json',JSON.stringify({name:'demo',metaData:{publicPath:'/remotes/demo/'+v+'/'},mode:process.env.NODE_ENV}));" +
      "console.log('built',v)\"";
    writeRemote({ buildScript: script, version: '3.0.0' });
    const { code, out, err } = await publish(['remotes/demo']);
    expect(err).toEqual(['building remotes/demo as 3.0.0…']);
    expect(code).toBe(0);
    const files = (hub.requests[0].body as { files: { path: string; base64: string }[] }).files;
    const manifest = JSON.parse(Buffer.from(files.find((f) => f.path === 'mf-manifest.json')!.base64, 'base64').toString());
    expect(manifest).toEqual({ name: 'demo', metaData: { publicPath: '/remotes/demo/3.0.0/' }, mode: 'production' });
    expect(out).toHaveLength(1);
  });

  it('stops when the build fails, and when there is no version to publish', async () => {
    writeRemote({ buildScript: 'node -e "process.exit(3)"' });
    const failed = await publish(['remotes/demo']);
    expect(failed.code).toBe(1);
    expect(failed.err.at(-1)).toBe(`the build of ${path.join(workDir, 'remotes', 'demo')} failed (exit code 3); nothing was published`);

    const dir = writeRemote();
    fs.writeFileSync(path.join(dir, 'package.json'), '{}');
    const noVersion = await publish(['remotes/demo', '--no-build']);
    expect(noVersion.err).toEqual([`no version to publish: ${path.join(dir, 'package.json')} has none; pass --version X`]);
    expect(hub.requests).toEqual([]);
  });
});

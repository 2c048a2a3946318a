/**
 * What `pnpm start` does with the workspace's builds: publish the new ones, and release them
 * where the stable version is itself a workspace build — never over a release a person made.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolMeta } from '@toolhub/contracts';
import { createTestApp, type TestApp } from '../test-support';
import { registryOf } from '.';
import { writeTestBuild } from './test-support/builds';
import { publishWorkspaceBuilds } from './workspace';

const TOOL: ToolMeta = { toolid: 9811, path: 'ws-tool', name: '工作区工具', keyword: '', category: 'life', icon: '', scene: 'ws', needCharge: false, module: './Ws' };

let t: TestApp;
let scratch: string;
beforeAll(async () => {
  t = await createTestApp({ remoteBuilds: [] });
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ws-builds-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const build = (folder: string, marker: string, publicPath?: string) => {
  const dist = writeTestBuild(path.join(scratch, folder, 'dist'), { name: 'ws', catalog: [TOOL], marker });
  fs.writeFileSync(path.join(scratch, folder, 'package.json'), JSON.stringify({ version: '0.3.0' }));
  if (publicPath) {
    const file = path.join(dist, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    manifest.metaData.publicPath = publicPath;
    fs.writeFileSync(file, JSON.stringify(manifest));
  }
  return dist;
};

describe('workspace builds at start-up', () => {
  it('publishes a new build as its package version, a rebuild with its digest, and the same build never twice', async () => {
    const registry = registryOf(t.app)!;
    expect(await publishWorkspaceBuilds(registry, [build('a', 'first')])).toEqual(['published ws 0.3.0', 'released ws 0.3.0 in test']);
    expect(await publishWorkspaceBuilds(registry, [build('a', 'first')])).toEqual([]);
    // A rebuild of the same code whose build statistics list modules in another order (as the
    // federation plugin's do from build to build): the same version, nothing published.
    const rebuilt = build('a2', 'first');
    fs.writeFileSync(path.join(rebuilt, 'mf-manifest-stats.json'), JSON.stringify({ exposes: [{ usedIn: ['b', 'a'] }] }));
    expect(await publishWorkspaceBuilds(registry, [rebuilt])).toEqual([]);
    fs.writeFileSync(path.join(rebuilt, 'mf-manifest-stats.json'), JSON.stringify({ exposes: [{ usedIn: ['a', 'b'] }] }));
    expect(await publishWorkspaceBuilds(registry, [rebuilt])).toEqual([]);
    const lines = await publishWorkspaceBuilds(registry, [build('b', 'second')]);
    expect(lines[0]).toMatch(/^published ws 0\.3\.0\+[0-9a-f]{8}$/);
    expect((await registry.state()).releases.get('test')?.get('ws')?.stable).toMatch(/^0\.3\.0\+/);
  });

  it('keeps a release a person made, and publishes a build made for a version as that version', async () => {
    const registry = registryOf(t.app)!;
    await registry.release('test', 'ws', { version: '0.3.0' }, 'admin:alice');
    const lines = await publishWorkspaceBuilds(registry, [build('c', 'third', '/remotes/ws/0.4.0/')]);
    expect(lines).toEqual(['published ws 0.4.0']);
    expect((await registry.state()).releases.get('test')?.get('ws')?.stable).toBe('0.3.0');
    // Built for 0.4.0 again but with other files: refused, since 0.4.0 holds the first.
    await expect(publishWorkspaceBuilds(registry, [build('d', 'fourth', '/remotes/ws/0.4.0/')])).rejects.toThrow(/rebuild it/);
  });
});

/**
 * `pnpm start` on a fresh data dir must still give a working hub (README's first command):
 * the remotes built in the workspace (`remotes/<name>/dist`) are published and released as
 * stable in this environment. A rebuilt remote is published again (its digest in the
 * version's build metadata) and released, but only where the workspace made the last
 * release — a release made by a person is never replaced.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CATALOG_FILE, MANIFEST_FILE } from '@toolhub/contracts';
import semver from 'semver';
import type { BuildFile } from './build';
import { digestOf } from './build';
import type { Registry } from './registry';
import { versionKey } from './state';

export const WORKSPACE_ACTOR = 'workspace';

/** The `dist` folders of the workspace's built remotes. */
export function workspaceBuilds(rootDir: string): string[] {
  const remotesDir = path.join(rootDir, 'remotes');
  if (!fs.existsSync(remotesDir)) return [];
  return fs
    .readdirSync(remotesDir)
    .sort()
    .map((folder) => path.join(remotesDir, folder, 'dist'))
    .filter((dist) => fs.existsSync(path.join(dist, MANIFEST_FILE)) && fs.existsSync(path.join(dist, CATALOG_FILE)));
}

/** Every file under `dir`, with its path relative to it (POSIX separators). */
export function readBuildFolder(dir: string): BuildFile[] {
  const files: BuildFile[] = [];
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const relative = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(relative);
      else if (entry.isFile()) files.push({ path: relative, bytes: fs.readFileSync(path.join(dir, relative)) });
    }
  };
  walk('');
  return files;
}

function packageVersionOf(dist: string): string {
  try {
    const { version } = JSON.parse(fs.readFileSync(path.join(dist, '..', 'package.json'), 'utf8')) as { version?: string };
    if (version && semver.valid(version)) return version;
  } catch {
    // a build without a package.json beside it
  }
  return '0.0.0';
}

/** Publishes and releases the given builds; returns what it did, one line per remote. */
export async function publishWorkspaceBuilds(registry: Registry, dists: string[]): Promise<string[]> {
  const done: string[] = [];
  for (const dist of dists) {
    const files = readBuildFolder(dist);
    const digest = digestOf(files);
    const { name, metaData } = JSON.parse(fs.readFileSync(path.join(dist, MANIFEST_FILE), 'utf8')) as { name: string; metaData?: { publicPath?: string } };
    const state = await registry.state();
    const base = packageVersionOf(dist);
    const same = [...state.versions.values()].find((v) => v.remote === name && v.digest === digest);
    let version = same?.version;
    if (!version) {
      // A build `toolhub publish` made for one version only works from that version's folder.
      const builtFor = metaData?.publicPath?.match(/^\/remotes\/[^/]+\/([^/]+)\/$/)?.[1];
      if (builtFor && state.versions.has(versionKey(name, builtFor))) {
        throw new Error(`it was built for ${name} ${builtFor}, which holds other files: rebuild it (pnpm build)`);
      }
      version = builtFor ?? (state.versions.has(versionKey(name, base)) ? `${base}+${digest.slice(0, 8)}` : base);
      await registry.publish({ files, version, actor: WORKSPACE_ACTOR, team: 'workspace' });
      done.push(`published ${name} ${version}`);
    }
    const release = (await registry.state()).releases.get(registry.env)?.get(name);
    const releasedBy = release?.stable ? await registry.lastReleaseActor(registry.env, name) : undefined;
    if (!release?.stable || (releasedBy === WORKSPACE_ACTOR && release.stable !== version)) {
      await registry.release(registry.env, name, { version }, WORKSPACE_ACTOR, 'the workspace build');
      done.push(`released ${name} ${version} in ${registry.env}`);
    }
  }
  return done;
}

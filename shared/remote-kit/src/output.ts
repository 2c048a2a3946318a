/** Where a remote's build is served from, and the version it is built as. */
import { createRequire } from 'node:module';
import path from 'node:path';

/** The version a remote is built as: the one `toolhub publish` asks for, else its package.json's. */
export function remoteVersion(dir: string): string {
  const require = createRequire(path.join(dir, 'package.json'));
  return process.env.TOOLHUB_REMOTE_VERSION ?? (require('./package.json') as { version: string }).version;
}

/**
 * A remote's files resolve against its manifest URL ('auto'), so a local build can be served from
 * any path. A published build (`toolhub publish` sets TOOLHUB_REMOTE_VERSION) is served from its
 * immutable versioned folder instead: `remoteFilesBase` in @toolhub/contracts, written out here
 * because the build factory of the hub's own repo cannot import workspace packages.
 */
export function remotePublicPath(name: string): string {
  const version = process.env.TOOLHUB_REMOTE_VERSION;
  return version ? `/remotes/${name}/${version}/` : 'auto';
}

/**
 * Per version: two versions of one remote on a page (a canary that failed half-loaded, then its
 * stable fallback) must not share a chunk registry, or one's chunks stand in for the other's.
 */
export function remoteUniqueName(name: string, dir: string): string {
  return `toolhub_${name}_${remoteVersion(dir).replace(/[^A-Za-z0-9]/g, '_')}`;
}

/** Values the build writes into the code (DefinePlugin), so a tool can show which version of its remote the visitor got. */
export function remoteDefines(dir: string): Record<string, string> {
  return { 'process.env.TOOLHUB_REMOTE_VERSION': JSON.stringify(remoteVersion(dir)) };
}

/**
 * The packages the hub's build packed for tool teams outside its repo (server/cli/packages/pack.ts),
 * read once at start-up: each tarball's own package.json, sha512 integrity and sha1 shasum, as an
 * npm registry describes a version.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PACKAGES_INDEX_FILE, packagesIndexSchema } from '@toolhub/contracts';

export interface ServedPackage {
  name: string;
  version: string;
  /** The tarball's file name on the registry: `<name without scope>-<version>.tgz`. */
  file: string;
  bytes: Buffer;
  /** The package.json inside the tarball. */
  manifest: Record<string, unknown>;
  integrity: string;
  shasum: string;
}

export type PackagesState = { ready: true; packages: Map<string, ServedPackage> } | { ready: false; reason: string };

/** The package.json of an npm tarball (`package/package.json`), read from its tar headers. */
export function manifestOfTarball(tgz: Buffer): Record<string, unknown> {
  const tar = zlib.gunzipSync(tgz);
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (!name) break;
    const size = parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0', 8);
    if (name === 'package/package.json') return JSON.parse(tar.subarray(at + 512, at + 512 + size).toString('utf8')) as Record<string, unknown>;
    at += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error('no package/package.json in the tarball');
}

export function readServedPackages(dir: string): PackagesState {
  const indexFile = path.join(dir, PACKAGES_INDEX_FILE);
  if (!fs.existsSync(indexFile)) return { ready: false, reason: `${PACKAGES_INDEX_FILE} not found: run pnpm build` };
  const parsed = packagesIndexSchema.safeParse(JSON.parse(fs.readFileSync(indexFile, 'utf8')));
  if (!parsed.success) return { ready: false, reason: `${PACKAGES_INDEX_FILE} is not what the build writes: run pnpm build` };
  const packages = new Map<string, ServedPackage>();
  for (const { name, version, file } of parsed.data.packages) {
    const bytes = fs.readFileSync(path.join(dir, file));
    const manifest = manifestOfTarball(bytes);
    if (manifest.name !== name || manifest.version !== version) {
      return { ready: false, reason: `${file} holds ${String(manifest.name)}@${String(manifest.version)}, not ${name}@${version}: run pnpm build` };
    }
    packages.set(name, {
      name,
      version,
      file: `${name.split('/')[1]}-${version}.tgz`,
      bytes,
      manifest,
      integrity: `sha512-${crypto.createHash('sha512').update(bytes).digest('base64')}`,
      shasum: crypto.createHash('sha1').update(bytes).digest('hex'),
    });
  }
  return { ready: true, packages };
}

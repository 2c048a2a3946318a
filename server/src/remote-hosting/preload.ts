/**
 * Preload hints for a tool page. Without them the browser learns of the tool's files only
 * after the shell has started and read the remote's manifest — three round trips in a row.
 * The server knows the page's tool, so it names the manifest, the remote entry and the
 * exposed module's chunks in the HTML head and the browser fetches them alongside the shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { HostedRemote } from './workspace-source';

interface ManifestAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: ManifestAssets }[];
}

const cache = new Map<string, { mtimeMs: number; manifest: Manifest }>();

function readManifest(remote: HostedRemote): Manifest | undefined {
  const file = path.join(remote.dir, 'mf-manifest.json');
  try {
    const { mtimeMs } = fs.statSync(file);
    const hit = cache.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.manifest;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    cache.set(file, { mtimeMs, manifest });
    return manifest;
  } catch {
    return undefined; // no hints: the page still loads, only later
  }
}

export function preloadLinks(remote: HostedRemote, exposedModule: string): string[] {
  const manifest = readManifest(remote);
  if (!manifest) return [];
  const base = remote.urlPath;
  const entry = manifest.metaData.remoteEntry;
  const exposed = manifest.exposes.find((e) => e.path === exposedModule);
  return [
    `<link rel="preload" href="${remote.manifestUrl}" as="fetch" crossorigin="anonymous">`,
    `<link rel="preload" href="${base}${entry.path ? `${entry.path}/` : ''}${entry.name}" as="script">`,
    ...(exposed?.assets.js.sync ?? []).map((file) => `<link rel="preload" href="${base}${file}" as="script">`),
    ...(exposed?.assets.css.sync ?? []).map((file) => `<link rel="preload" href="${base}${file}" as="style">`),
  ];
}

/**
 * Preload hints for a tool page. Without them the browser learns of the tool's files only
 * after the shell has started and read the remote's manifest — three round trips in a row.
 * The server knows the page's tool and the version this visitor gets, so it names the
 * manifest, the remote entry and the exposed module's chunks in the HTML head and the
 * browser fetches them alongside the shell.
 */
import { remoteFilesBase } from '@toolhub/contracts';
import type { PreloadHint } from '../pages/paint-first';
import { remoteEntryFile } from './manifest';
import type { VersionEntry } from './state';

export function toolPreloads(version: VersionEntry, exposedModule: string): PreloadHint[] {
  const base = remoteFilesBase(version.remote, version.version);
  const exposed = version.manifest.exposes.find((e) => e.path === exposedModule);
  return [
    { href: version.manifest_url, as: 'fetch', crossOrigin: 'anonymous' },
    { href: `${base}${remoteEntryFile(version.manifest)}`, as: 'script' },
    ...(exposed?.assets.js.sync ?? []).map((file): PreloadHint => ({ href: `${base}${file}`, as: 'script' })),
    ...(exposed?.assets.css.sync ?? []).map((file): PreloadHint => ({ href: `${base}${file}`, as: 'style' })),
  ];
}

/**
 * Preload hints for a tool page. Without them the browser learns of the tool's files only
 * after the shell has started and read the remote's manifest — three round trips in a row.
 * The server knows the page's tool and the version this visitor gets, so it names the
 * manifest, the remote entry and the exposed module's chunks in the HTML head and the
 * browser fetches them alongside the shell.
 */
import { remoteFilesBase } from '@toolhub/contracts';
import { remoteEntryFile } from './manifest';
import type { VersionEntry } from './state';

export function preloadLinks(version: VersionEntry, exposedModule: string): string[] {
  const base = remoteFilesBase(version.remote, version.version);
  const exposed = version.manifest.exposes.find((e) => e.path === exposedModule);
  return [
    `<link rel="preload" href="${version.manifest_url}" as="fetch" crossorigin="anonymous">`,
    `<link rel="preload" href="${base}${remoteEntryFile(version.manifest)}" as="script">`,
    ...(exposed?.assets.js.sync ?? []).map((file) => `<link rel="preload" href="${base}${file}" as="script">`),
    ...(exposed?.assets.css.sync ?? []).map((file) => `<link rel="preload" href="${base}${file}" as="style">`),
  ];
}

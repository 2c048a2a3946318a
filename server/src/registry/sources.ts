/**
 * Where a version's manifest tells the federation runtime to load code from (issue 15, W3).
 * The runtime joins the manifest's public path to each entry and asset, so a public path on
 * another origin, code that computes one (`getPublicPath`, which the runtime runs with
 * `new Function`), or an asset given as a full URL would load files that the published digest
 * does not cover. A version may load only its own published files — through `auto` (the
 * manifest's folder) or its versioned folder `/remotes/<name>/<version>/` — or files from an
 * origin ops allow-listed (TOOLHUB_REMOTE_ORIGINS).
 */
import { REMOTE_FILES_PREFIX, remoteFilesBase } from '@toolhub/contracts';
import { entryFile, type Manifest } from './manifest';
import { isPlainPath } from './plain-path';

export interface SourceRules {
  remote: string;
  version: string;
  /** Origins (`https://cdn.example.com`) ops allow files to come from. */
  remoteOrigins: string[];
  /** The build's files, when known: every asset must be one of them. */
  files?: ReadonlySet<string>;
}

/** A scheme (`https:`, `javascript:`, `data:`) or a protocol-relative `//host`. */
const ABSOLUTE = /^([a-z][a-z0-9+.-]*:|[\\/]{2})/i;

const OUTSIDE = "points outside the registry: a version loads only its own published files, or files from an origin in TOOLHUB_REMOTE_ORIGINS";

function originOf(url: string): string | undefined {
  try {
    return new URL(url.startsWith('//') ? `https:${url}` : url).origin;
  } catch {
    return undefined;
  }
}

const allowedUrl = (url: string, rules: SourceRules) => {
  const origin = originOf(url);
  return origin !== undefined && origin !== 'null' && rules.remoteOrigins.includes(origin) && /^https?:\/\//i.test(url);
};

/** Every problem with where the manifest loads from, one sentence each; empty when it is sound. */
export function foreignSources(manifest: Manifest, rules: SourceRules): string[] {
  const problems: string[] = [];
  const meta = manifest.metaData;
  const refuse = (field: string, value: string, why = OUTSIDE) => problems.push(`the manifest's ${field}: ${value} ${why}`);

  const ownFolder = remoteFilesBase(rules.remote, rules.version);
  for (const field of ['publicPath', 'ssrPublicPath'] as const) {
    const value = meta[field];
    if (value === undefined || value === 'auto' || value === '' || value === ownFolder || allowedUrl(value, rules)) continue;
    refuse(`metaData.${field}`, value);
  }
  if (meta.getPublicPath !== undefined) {
    refuse('metaData.getPublicPath', meta.getPublicPath, "is code that decides where files load from, which the registry cannot check: build with publicPath 'auto'");
  }

  const file = (field: string, value: string) => {
    if (ABSOLUTE.test(value) || value.startsWith('/')) {
      if (!allowedUrl(value, rules)) refuse(field, value);
    } else if (!isPlainPath(value)) {
      refuse(field, value, 'is not a plain path inside the version');
    } else if (rules.files && !rules.files.has(value)) {
      problems.push(`the manifest's ${field}: ${value} is not among the files`);
    }
  };
  file('metaData.remoteEntry', entryFile(meta.remoteEntry));
  if (meta.ssrRemoteEntry) file('metaData.ssrRemoteEntry', entryFile(meta.ssrRemoteEntry));
  const assets = (where: string, list: Manifest['exposes'][number]['assets'] | undefined) => {
    for (const kind of ['js', 'css'] as const) {
      for (const timing of ['sync', 'async'] as const) {
        for (const asset of list?.[kind][timing] ?? []) file(`${where}.assets.${kind}.${timing}`, asset);
      }
    }
  };
  manifest.exposes.forEach((expose, index) => assets(`exposes[${index}]`, expose.assets));
  manifest.shared.forEach((shared, index) => assets(`shared[${index}]`, shared.assets));

  // A remote this one consumes: only another version in this registry, or an allow-listed origin.
  (manifest.remotes ?? []).forEach((consumed, index) => {
    const entry = consumed.entry;
    if (entry === undefined || !(ABSOLUTE.test(entry) || entry.includes('/'))) return;
    if ((entry.startsWith(REMOTE_FILES_PREFIX) && isPlainPath(entry.slice(1))) || allowedUrl(entry, rules)) return;
    refuse(`remotes[${index}].entry`, entry);
  });
  return problems;
}

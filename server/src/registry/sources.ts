/**
 * Where a version's manifest tells the federation runtime to load code from (issue 15, W3).
 * The runtime puts the manifest's public path before each entry and asset, so a public path on
 * another origin, code that computes one (`getPublicPath`, which the runtime runs with
 * `new Function`), or an asset given as a full URL would load files that the published digest
 * does not cover. A version may load only its own published files — through `auto` (the
 * manifest's folder) or its versioned folder `/remotes/<name>/<version>/` — or files from an
 * origin ops allow-listed (TOOLHUB_REMOTE_ORIGINS).
 *
 * Every value is read as a browser reads it, by the WHATWG URL parser: it drops leading spaces
 * and control characters, reads `\` as `/` and `%2e` as `.`. Checks on the raw text let
 * ` \\evil.example\x.js` through, which a browser loads from https://evil.example/x.js.
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

/**
 * Two made-up origins for the hub, one of each scheme. A value read against both that stays on
 * each one's own origin is relative: it loads from the hub, wherever the hub runs. One that lands
 * on the same URL under both names its origin itself. Anything else (`https:x` is a path under
 * https and a host under http) depends on the page and is refused.
 */
const HUB_BASES = ['https://hub.invalid', 'http://hub-plain.invalid'] as const;

type Place = { on: 'hub'; path: string } | { on: 'origin'; url: URL } | { on: 'unclear' };

/** Where `value` takes the browser when read in the version's `folder` on the hub. */
function placeOf(value: string, folder: string): Place {
  let urls: URL[];
  try {
    urls = HUB_BASES.map((origin) => new URL(value, `${origin}${folder}`));
  } catch {
    return { on: 'unclear' };
  }
  if (urls.every((url, index) => url.origin === HUB_BASES[index])) return { on: 'hub', path: urls[0].pathname };
  if (urls.every((url) => url.href === urls[0].href)) return { on: 'origin', url: urls[0] };
  return { on: 'unclear' };
}

const isAllowedOrigin = (place: Place, rules: SourceRules) =>
  place.on === 'origin' && (place.url.protocol === 'https:' || place.url.protocol === 'http:') && rules.remoteOrigins.includes(place.url.origin);

const OUTSIDE = "points outside the registry: a version loads only its own published files, or files from an origin in TOOLHUB_REMOTE_ORIGINS";

/** Every problem with where the manifest loads from, one sentence each; empty when it is sound. */
export function foreignSources(manifest: Manifest, rules: SourceRules): string[] {
  const problems: string[] = [];
  const meta = manifest.metaData;
  const refuse = (field: string, value: string, why = OUTSIDE) => problems.push(`the manifest's ${field}: ${value} ${why}`);

  const ownFolder = remoteFilesBase(rules.remote, rules.version);
  // The runtime joins the public path and a file as text (`${publicPath}${file}`), so only the
  // version's folder written out is sure to stay it, and a public path on an allowed origin must
  // end in `/`: `https://cdn.example.com` + `@evil.example/x.js` is a URL of evil.example.
  for (const field of ['publicPath', 'ssrPublicPath'] as const) {
    const value = meta[field];
    if (value === undefined || value === 'auto' || value === '' || value === ownFolder) continue;
    if (isAllowedOrigin(placeOf(value, ownFolder), rules) && value.endsWith('/')) continue;
    refuse(`metaData.${field}`, value);
  }
  if (meta.getPublicPath !== undefined) {
    refuse('metaData.getPublicPath', meta.getPublicPath, "is code that decides where files load from, which the registry cannot check: build with publicPath 'auto'");
  }

  // An entry or asset: a plain name inside the version's folder (and one of its files), or a URL of an allowed origin.
  const file = (field: string, value: string) => {
    const place = placeOf(value, ownFolder);
    if (isAllowedOrigin(place, rules)) return;
    if (place.on !== 'hub' || !place.path.startsWith(ownFolder)) {
      refuse(field, value);
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

  // A remote this one consumes: another version in this registry (`/remotes/<name>/<version>/…`),
  // an allow-listed origin, or a version the runtime matches (`*`, `^1.2.0`). Without a slash a
  // value cannot name a path, so one that the parser keeps on the hub stays the hub's own.
  (manifest.remotes ?? []).forEach((consumed, index) => {
    const entry = consumed.entry;
    if (entry === undefined) return;
    const place = placeOf(entry, ownFolder);
    if (isAllowedOrigin(place, rules)) return;
    if (place.on === 'hub' && (!/[\\/]/.test(entry) || (entry.startsWith(REMOTE_FILES_PREFIX) && isPlainPath(entry.slice(1))))) return;
    refuse(`remotes[${index}].entry`, entry);
  });
  return problems;
}

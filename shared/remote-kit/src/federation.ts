/**
 * The federation options of a remote, for `ModuleFederationPlugin` from
 * `@module-federation/enhanced/rspack` or `@module-federation/enhanced/webpack` alike.
 */
import { checkCatalog, type CatalogEntry } from './catalog';
import { remoteShared } from './shared';

export interface RemoteFederationOptions {
  /** The remote's federation name: a–z, 0–9 and _, as the hub's registry knows it. */
  name: string;
  /** The remote's folder, where its package.json is. */
  dir: string;
  catalog: readonly CatalogEntry[];
  /** One module per tool of the catalog, e.g. `{ './Example': './src/tools/example/index.tsx' }`. */
  exposes: Record<string, string>;
  /** The catalog module, exposed as `./catalog`. */
  catalogModule?: string;
}

export function remoteFederation({ name, dir, catalog, exposes, catalogModule }: RemoteFederationOptions) {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes: checkCatalog(name, catalog, exposes, catalogModule),
    shared: remoteShared(dir, 'remote'),
    // Take whatever copy of a singleton is already on the page (the shell's) instead of the
    // highest version any remote brings, so one bad remote cannot swap React.
    shareStrategy: 'loaded-first' as const,
    // The hub reads the remote's files and shared packages from it.
    manifest: { fileName: 'mf-manifest.json' },
    dts: false,
  };
}

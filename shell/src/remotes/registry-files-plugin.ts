/**
 * Loads every remote from the registry's own files (issue 15, W3). The federation runtime
 * joins a manifest's public path to its entry and assets, and runs a `getPublicPath` as code:
 * a manifest pointing elsewhere would load code the published digest does not cover. The
 * registry refuses such manifests at publish and release; this plugin makes the shell hold to
 * it for anything already out there: the public path is always the folder of the manifest URL
 * the server's snapshot gave (the registry's `/remotes/<name>/<version>/`, whose files the
 * server serves only with their published bytes), `getPublicPath` is dropped unrun, and a
 * manifest naming an entry or asset by a full URL fails to load (and falls back to stable).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadRemoteSnapshot = NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>;
type SnapshotArgs = Parameters<LoadRemoteSnapshot>[0];

/** A manifest that would load from elsewhere than its own folder. */
export class ForeignSourceError extends Error {}

/** A path inside the manifest's folder: no scheme, no `//host`, no leading `/`, no `..`. */
const INSIDE = /^(?![a-z][a-z0-9+.-]*:|[\\/])(?!.*(^|[\\/])\.\.([\\/]|$))/i;

/** The folder of a manifest URL, as the runtime infers an 'auto' public path. */
const folderOf = (manifestUrl: string) => manifestUrl.replace(/[?#].*$/, '').replace(/\/[^/]*$/, '/');

interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}
const assetPaths = (assets: Assets | undefined) => [assets?.js?.sync, assets?.js?.async, assets?.css?.sync, assets?.css?.async].flatMap((list) => list ?? []);

export function registryFilesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'toolhub-registry-files',
    loadRemoteSnapshot(args: SnapshotArgs) {
      if (args.from !== 'manifest' || !args.manifestUrl) return args;
      const snapshot = args.remoteSnapshot as Record<string, unknown> & {
        remoteEntry?: string;
        modules?: { assets?: Assets }[];
        shared?: { assets?: Assets }[];
      };
      const paths = [snapshot.remoteEntry ?? '', ...(snapshot.modules ?? []).flatMap((m) => assetPaths(m.assets)), ...(snapshot.shared ?? []).flatMap((s) => assetPaths(s.assets))];
      const outside = paths.find((path) => !INSIDE.test(path));
      if (outside !== undefined) throw new ForeignSourceError(`the manifest ${args.manifestUrl} loads ${outside}, outside its own folder: refused`);
      const { getPublicPath: _code, ssrPublicPath: _ssr, ...kept } = snapshot;
      return { ...args, remoteSnapshot: { ...kept, publicPath: folderOf(args.manifestUrl) } as SnapshotArgs['remoteSnapshot'] };
    },
  };
}

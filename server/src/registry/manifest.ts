/**
 * What the registry reads from a build's `mf-manifest.json` (Module Federation 2.0): its
 * name, entry, exposed modules and shared packages. Only the fields the hub relies on are
 * checked, so a remote built by another MF 2.0 bundler that keeps the contract is accepted.
 */
import { z } from 'zod';
import type { SharedDep } from '@toolhub/contracts';

const assetsSchema = z.object({
  js: z.object({ sync: z.array(z.string()), async: z.array(z.string()).optional() }),
  css: z.object({ sync: z.array(z.string()), async: z.array(z.string()).optional() }),
});
const entrySchema = z.object({ name: z.string().min(1), path: z.string() });

/**
 * Every field the federation runtime turns into a URL is kept (sources.ts checks them all):
 * the public path or the code that computes it, the entries, the assets, the remotes consumed.
 */
export const manifestSchema = z.object({
  name: z.string(),
  metaData: z.object({
    remoteEntry: entrySchema,
    publicPath: z.string().optional(),
    /** Code the runtime runs to compute the public path: never accepted (sources.ts). */
    getPublicPath: z.string().optional(),
    ssrPublicPath: z.string().optional(),
    ssrRemoteEntry: entrySchema.optional(),
    buildInfo: z.object({ buildVersion: z.string().optional() }).partial().optional(),
  }),
  shared: z.array(
    z.object({
      name: z.string(),
      version: z.string(),
      requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
      singleton: z.boolean().optional(),
      assets: assetsSchema.optional(),
    }),
  ),
  exposes: z.array(z.object({ path: z.string(), assets: assetsSchema })),
  remotes: z.array(z.object({ entry: z.string().optional() })).optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** An entry's script as the manifest names it: relative to the version's folder when the build is sound. */
export const entryFile = ({ name, path }: { name: string; path: string }) => (path ? `${path.replace(/\/$/, '')}/${name}` : name);

/** The manifest's entry script, relative to the version's folder. */
export const remoteEntryFile = (manifest: Manifest) => entryFile(manifest.metaData.remoteEntry);

/** One entry per package name: the shared packages as the compatibility gate reads them. */
export function sharedDepsOf(manifest: Pick<Manifest, 'shared'>): SharedDep[] {
  const byName = new Map<string, SharedDep>();
  for (const shared of manifest.shared) {
    if (byName.has(shared.name)) continue;
    byName.set(shared.name, {
      name: shared.name,
      version: shared.version,
      ...(typeof shared.requiredVersion === 'string' ? { requiredVersion: shared.requiredVersion } : {}),
      ...(shared.singleton !== undefined ? { singleton: shared.singleton } : {}),
    });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

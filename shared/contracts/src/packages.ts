/**
 * The packages a tool team outside the hub's repo builds a remote with (docs/remote-contract.md
 * "A remote in its own repo"): packed by the hub's build, served by the hub as an npm registry.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';

/** Where the hub's npm registry answers: `npm config set @toolhub:registry <hub>/npm/`. */
export const PACKAGES_REGISTRY_PREFIX = '/npm/';
/** The scope every package the hub serves is in. */
export const PACKAGES_SCOPE = '@toolhub';
/** What the build wrote beside the tarballs. */
export const PACKAGES_INDEX_FILE = 'index.json';

export const packagesIndexSchema = deferred(() => z.object({
  packages: z.array(
    z.object({
      name: z.string().check(z.regex(/^@toolhub\/[a-z][a-z0-9-]*$/)),
      version: z.string().check(z.minLength(1)),
      /** The tarball's file name in the same folder. */
      file: z.string().check(z.regex(/^[a-z0-9][a-z0-9.-]*\.tgz$/)),
    }),
  ),
}));
export type PackagesIndex = z.infer<typeof packagesIndexSchema>;

/**
 * The hub as a read-only npm registry for the @toolhub scope (docs/remote-contract.md "A remote in
 * its own repo"): `@toolhub:registry=<hub>/npm/` in a team's .npmrc, and npm, pnpm or yarn
 * install @toolhub/contracts, sdk, ui, remote-kit and cli from here at the versions this hub's
 * shell was built with.
 *
 * - `GET /npm/@toolhub%2fsdk` (or `/npm/@toolhub/sdk`): the package document (packument);
 * - `GET /npm/@toolhub/sdk/-/sdk-0.1.0.tgz`: the tarball.
 *
 * Public and read-only, like the remotes' files: the packages hold types and build rules, no
 * secret. The tarball URLs are built on the configured public URL (publicOrigin), never on a Host
 * header a client writes, so a packument cannot point an installer at another site.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PACKAGES_REGISTRY_PREFIX, PACKAGES_SCOPE } from '@toolhub/contracts';
import type { PackagesState, ServedPackage } from './served-packages';

export interface PackageRouteDeps {
  state: PackagesState;
  /** The hub's origin as visitors see it; throws for a host the hub does not answer as. */
  originOf: (request: FastifyRequest) => string;
}

/** npm's own answer for a package it does not have: 404 with `{ error }`. */
const notFound = (reply: FastifyReply, what: string) => reply.code(404).header('Cache-Control', 'no-store').send({ error: `Not found: ${what}` });

export function packument(pkg: ServedPackage, origin: string) {
  const base = `${origin}${PACKAGES_REGISTRY_PREFIX}${pkg.name}/-/${pkg.file}`;
  return {
    _id: pkg.name,
    name: pkg.name,
    description: pkg.manifest.description,
    'dist-tags': { latest: pkg.version },
    versions: {
      [pkg.version]: {
        ...pkg.manifest,
        _id: `${pkg.name}@${pkg.version}`,
        dist: { tarball: base, integrity: pkg.integrity, shasum: pkg.shasum },
      },
    },
  };
}

export async function packageRoutes(app: FastifyInstance, { state, originOf }: PackageRouteDeps): Promise<void> {
  app.get(`${PACKAGES_REGISTRY_PREFIX}*`, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    let wanted: string;
    try {
      wanted = decodeURIComponent(rest);
    } catch {
      return notFound(reply, rest.slice(0, 100));
    }
    if (!state.ready) return reply.code(503).header('Cache-Control', 'no-store').send({ error: `the hub's packages are not built (${state.reason})` });

    const tarball = /^(@[^/]+\/[^/]+)\/-\/([^/]+)$/.exec(wanted);
    const name = tarball ? tarball[1] : wanted;
    const pkg = name.startsWith(`${PACKAGES_SCOPE}/`) ? state.packages.get(name) : undefined;
    if (!pkg) return notFound(reply, name.slice(0, 100));

    // A hub build changes a package's content without always changing its version: revalidate.
    reply.header('Cache-Control', 'no-cache');
    reply.header('ETag', `"${pkg.shasum}"`);
    if (request.headers['if-none-match'] === `"${pkg.shasum}"`) return reply.code(304).send();
    if (tarball) {
      if (tarball[2] !== pkg.file) return notFound(reply, `${name}/-/${tarball[2].slice(0, 100)}`);
      return reply.type('application/octet-stream').send(pkg.bytes);
    }
    return reply.type('application/json').send(packument(pkg, originOf(request)));
  });
}

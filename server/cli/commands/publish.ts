/**
 * `publish <remote dir>`: build the remote for a version, upload every file of its build and
 * register the version (DESIGN §2 "A tool team ships"). Nothing visitors see changes until a
 * release points at it; a version is immutable, so the hub refuses to publish one twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  MAX_PUBLISH_BYTES,
  publishResponseSchema,
  remoteFilesBase,
  versionSchema,
  type PublishRequest,
} from '@toolhub/contracts';
import { booleanFlag, stringFlag } from '../args';
import { checked, type Command } from '../command';
import { CliError } from '../errors';
import { formatBytes } from '../format';
import { buildRemote } from '../publish/build';
import { readBuild } from '../publish/dist-files';

export const publish: Command = {
  name: 'publish',
  usage: '<remote dir> [--version X] [--team T] [--description text] [--no-build]',
  summary: 'build a remote (unless --no-build) and publish its dist/ as a new version (package.json’s unless --version)',
  flags: { version: 'string', team: 'string', description: 'string', 'no-build': 'boolean' },
  positionals: [1, 1],
  async run(ctx, args) {
    const dir = path.resolve(ctx.settings.invocationDir, args.positionals[0]);
    if (!fs.existsSync(dir)) throw new CliError(`${dir} does not exist`);
    const version = checked(versionSchema, stringFlag(args, 'version') ?? packageVersion(dir));
    const admin = ctx.admin(); // no token: fail before a build that would be for nothing

    if (!booleanFlag(args, 'no-build')) {
      ctx.err(`building ${path.relative(ctx.settings.invocationDir, dir) || '.'} as ${version}…`);
      await buildRemote(dir, version);
    }
    const build = readBuild(path.join(dir, 'dist'));
    const expectedBase = remoteFilesBase(build.name, version);
    if (build.publicPath && build.publicPath !== 'auto' && build.publicPath !== expectedBase) {
      throw new CliError(
        `dist/ was built for ${build.publicPath}, not ${expectedBase}: rebuild it for ${version} (leave out --no-build)`,
      );
    }

    const request: PublishRequest = {
      version,
      team: stringFlag(args, 'team'),
      description: stringFlag(args, 'description'),
      files: build.files.map((file) => ({ path: file.path, base64: file.bytes.toString('base64') })),
    };
    const body = JSON.stringify(request);
    const size = Buffer.byteLength(body);
    if (size > MAX_PUBLISH_BYTES) {
      throw new CliError(
        `the publish of ${build.name}@${version} would be ${formatBytes(size)} (files in base64), ` +
          `more than the ${formatBytes(MAX_PUBLISH_BYTES)} the hub takes`,
      );
    }
    const published = await admin.send('POST', `/admin/api/remotes/${encodeURIComponent(build.name)}/versions`, publishResponseSchema, body);
    ctx.out(
      `published ${published.remote}@${published.version} ` +
        `(${published.files} files, ${formatBytes(published.bytes)}, digest ${published.digest.slice(0, 12)})`,
    );
  },
};

function packageVersion(dir: string): string {
  const file = path.join(dir, 'package.json');
  try {
    const { version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown };
    if (typeof version === 'string') return version;
  } catch {
    // Reported below, with what to do about it.
  }
  throw new CliError(`no version to publish: ${file} has none; pass --version X`);
}

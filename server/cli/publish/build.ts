/** Builds a remote for publishing: production mode, its versioned public path and version. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CliError } from '../errors';

/** The package manager whose lockfile is nearest (a remote in this workspace: pnpm; a team's own repo: its own). */
export function packageManagerOf(dir: string): 'pnpm' | 'yarn' | 'npm' {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, 'pnpm-lock.yaml'))) return 'pnpm';
    if (fs.existsSync(path.join(at, 'yarn.lock'))) return 'yarn';
    if (fs.existsSync(path.join(at, 'package-lock.json'))) return 'npm';
    if (path.dirname(at) === at) return 'npm';
  }
}

export function buildRemote(dir: string, version: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    // The build's own output goes to stderr, so stdout carries only the publish result.
    const manager = packageManagerOf(dir);
    const child = spawn(manager, ['run', 'build'], {
      cwd: dir,
      stdio: ['ignore', 2, 2],
      env: {
        ...env,
        NODE_ENV: 'production',
        // rspack.config.base.ts turns this into the public path /remotes/<name>/<version>/ and
        // the tools' process.env.TOOLHUB_REMOTE_VERSION.
        TOOLHUB_REMOTE_VERSION: version,
        // The federation manifest's buildInfo.buildVersion (otherwise package.json's version).
        MF_BUILD_VERSION: version,
      },
    });
    child.on('error', (error) => reject(new CliError(`could not run ${manager} to build ${dir}: ${error.message}`)));
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new CliError(`the build of ${dir} failed (${signal ? `signal ${signal}` : `exit code ${code}`}); nothing was published`));
    });
  });
}

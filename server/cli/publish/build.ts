/** Builds a remote for publishing: production mode, its versioned public path and version. */
import { spawn } from 'node:child_process';
import { CliError } from '../errors';

export function buildRemote(dir: string, version: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    // The build's own output goes to stderr, so stdout carries only the publish result.
    const child = spawn('pnpm', ['run', 'build'], {
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
    child.on('error', (error) => reject(new CliError(`could not run pnpm to build ${dir}: ${error.message}`)));
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new CliError(`the build of ${dir} failed (${signal ? `signal ${signal}` : `exit code ${code}`}); nothing was published`));
    });
  });
}

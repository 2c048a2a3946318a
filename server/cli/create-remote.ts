/** `pnpm create-remote <name>`: a new tool family, ready to build, test and publish. */
import path from 'node:path';
import { CliError } from './errors';
import { scaffoldRemote } from './scaffold';
import { REPO_ROOT } from './settings';
import type { Io } from './toolhub';

const USAGE = 'usage: pnpm create-remote <name>   (a–z, 0–9, _; the federation name and remotes/<name>/)';

const processIo: Io = {
  out: (line = '') => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

export async function main(argv: string[], io: Io = processIo, root: string = REPO_ROOT): Promise<number> {
  if (argv.length === 1 && ['help', '--help', '-h'].includes(argv[0])) {
    io.out(USAGE);
    return 0;
  }
  if (argv.length !== 1 || argv[0].startsWith('-')) {
    io.err(USAGE);
    return 2;
  }
  const [name] = argv;
  try {
    const files = scaffoldRemote(name, root);
    const dir = path.join('remotes', name);
    io.out(`created ${dir}/ (${files.length} files):`);
    for (const file of files) io.out(`  ${file}`);
    io.out('');
    const steps: [string, string][] = [
      ['pnpm install', 'link the new package into the workspace'],
      [`pnpm exec vitest run ${dir}`, 'its tests'],
      ['pnpm build', 'builds the shell and every remote, this one too'],
      [`pnpm toolhub publish ${dir}`, 'with the hub running (pnpm start)'],
      [`pnpm toolhub release ${name} 0.1.0 --env dev`, `then open /${name}-example.html on the hub`],
    ];
    const width = Math.max(...steps.map(([command]) => command.length));
    io.out('next:');
    for (const [command, why] of steps) io.out(`  ${command.padEnd(width)}  # ${why}`);
    return 0;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    io.err(error.message);
    if (error.exitCode === 2) io.err(USAGE);
    return error.exitCode;
  }
}

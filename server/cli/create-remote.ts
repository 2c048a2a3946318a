/**
 * `pnpm create-remote <name>`: a new tool family in this workspace, ready to build, test and
 * publish; with `--standalone <dir>`, one in a repo of its own (docs/remote-contract.md "A remote
 * in its own repo"), which `create-toolhub-remote` of the @toolhub/cli package also makes.
 */
import path from 'node:path';
import { parseCommandArgs, stringFlag } from './args';
import { CliError, UsageError } from './errors';
import { scaffoldRemote } from './scaffold';
import { scaffoldStandalone, type Bundler } from './scaffold-standalone';
import { REPO_ROOT } from './settings';
import type { Io } from './toolhub';

const USAGE = [
  'usage: pnpm create-remote <name> [--standalone <dir> [--bundler rspack|webpack] [--hub URL]]',
  '  <name>: a–z, 0–9, _ — the federation name (and remotes/<name>/ in this workspace)',
  '  --standalone <dir>: a repo of its own in <dir>, outside this workspace',
  '  --bundler: rspack (default) or webpack 5;  --hub: the hub whose /npm/ serves @toolhub/* (TOOLHUB_URL)',
].join('\n');

const processIo: Io = {
  out: (line = '') => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

const FLAGS = { standalone: 'string', bundler: 'string', hub: 'string' } as const;

export async function main(argv: string[], io: Io = processIo, root: string = REPO_ROOT, env: NodeJS.ProcessEnv = process.env, usage = USAGE): Promise<number> {
  if (argv.length === 1 && ['help', '--help', '-h'].includes(argv[0])) {
    io.out(usage);
    return 0;
  }
  try {
    const args = parseCommandArgs(argv, FLAGS, [1, 1]);
    const [name] = args.positionals;
    const standalone = stringFlag(args, 'standalone');
    if (standalone === undefined) {
      if (stringFlag(args, 'bundler') || stringFlag(args, 'hub')) throw new UsageError('--bundler and --hub are for --standalone');
      printSteps(io, `remotes/${name}`, scaffoldRemote(name, root), workspaceSteps(name));
      return 0;
    }
    const hub = (stringFlag(args, 'hub') ?? env.TOOLHUB_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
    const target = path.resolve(env.INIT_CWD || process.cwd(), standalone);
    const files = scaffoldStandalone({ name, target, bundler: (stringFlag(args, 'bundler') ?? 'rspack') as Bundler, hub });
    const relative = path.relative(env.INIT_CWD || process.cwd(), target);
    printSteps(io, relative.startsWith('..') || path.isAbsolute(relative) ? target : relative || '.', files, standaloneSteps(name, target, hub));
    return 0;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    io.err(error.message);
    if (error.exitCode === 2) io.err(usage);
    return error.exitCode;
  }
}

const workspaceSteps = (name: string): [string, string][] => [
  ['pnpm install', 'link the new package into the workspace'],
  [`pnpm exec vitest run remotes/${name}`, 'its tests'],
  ['pnpm build', 'builds the shell and every remote, this one too'],
  [`pnpm toolhub publish remotes/${name}`, 'with the hub running (pnpm start)'],
  [`pnpm toolhub release ${name} 0.1.0 --env dev`, `then open /${name}-example.html on the hub`],
];

const standaloneSteps = (name: string, target: string, hub: string): [string, string][] => [
  [`cd ${target}`, 'its own repo: git init, its own lockfile'],
  ['npm install', `@toolhub/* from ${hub}/npm/ (.npmrc), the rest from npm`],
  ['npm run typecheck && npm run build', 'dist/: the remote, its manifest and catalog.json'],
  [`TOOLHUB_URL=${hub} TOOLHUB_TEAM_TOKEN=… npx toolhub publish .`, 'with the team token ops gave you'],
  [`npx toolhub release ${name} 0.1.0 --env dev`, `ops (or an admin token): then open ${hub}/${name}-example.html`],
];

function printSteps(io: Io, dir: string, files: string[], steps: [string, string][]) {
  io.out(`created ${dir}/ (${files.length} files):`);
  for (const file of files) io.out(`  ${file}`);
  io.out('');
  const width = Math.max(...steps.map(([command]) => command.length));
  io.out('next:');
  for (const [command, why] of steps) io.out(`  ${command.padEnd(width)}  # ${why}`);
}

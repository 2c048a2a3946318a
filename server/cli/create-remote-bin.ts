// `create-toolhub-remote <name> <dir> …` of the @toolhub/cli package: a remote in a repo of its own.
import { main } from './create-remote';
import { REPO_ROOT } from './settings';

const USAGE = [
  'usage: create-toolhub-remote <name> <dir> [--bundler rspack|webpack] [--hub URL]',
  '  <name>: a–z, 0–9, _ — the federation name;  <dir>: the new repo’s folder',
  '  --bundler: rspack (default) or webpack 5;  --hub: the hub whose /npm/ serves @toolhub/* (TOOLHUB_URL)',
].join('\n');

const args = process.argv.slice(2);
const [name, dir, ...rest] = args;
const help = ['help', '--help', '-h'].includes(name ?? '');
const wellFormed = name && dir && !name.startsWith('-') && !dir.startsWith('-');
// Anything else answers the usage: [] fails as a missing argument (exit code 2).
const argv = help ? ['help'] : wellFormed ? [name, '--standalone', dir, ...rest] : [];
process.exitCode = await main(argv, undefined, REPO_ROOT, process.env, USAGE);

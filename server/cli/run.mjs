// The entry of the root scripts `pnpm toolhub …` and `pnpm create-remote …`. Plain JavaScript
// because the root has no TypeScript runner of its own: tsx is a dependency of this package
// (server/), so it resolves from here; once registered, the CLI's TypeScript imports as is.
import { register } from 'tsx/esm/api';

const ENTRIES = {
  toolhub: './toolhub.ts',
  'create-remote': './create-remote.ts',
};

register();

const [entry, ...args] = process.argv.slice(2);
const file = ENTRIES[entry];
if (!file) {
  process.stderr.write(`run.mjs: unknown entry "${entry}" (one of ${Object.keys(ENTRIES).join(', ')})\n`);
  process.exit(2);
}
const { main } = await import(new URL(file, import.meta.url).href);
// exitCode, not exit(): stdout may still be flushing into a pipe.
process.exitCode = await main(args);

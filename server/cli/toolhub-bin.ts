// `toolhub …` of the @toolhub/cli package (server/cli/packages/pack.ts bundles it).
import { main } from './toolhub';

// exitCode, not exit(): stdout may still be flushing into a pipe.
process.exitCode = await main(process.argv.slice(2));

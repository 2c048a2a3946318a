import { defineRemote } from '../../rspack.config.base';
import { catalog } from './src/catalog';

// The remote's federated files, and its tools' first views (each tool as it first looks, shown before its code arrives).
export default defineRemote({
  name: '{{name}}',
  dir: import.meta.dirname,
  catalog,
  // One exposed module per tool of the catalog; the build fails if a catalog entry names a missing one.
  exposes: {
    './Example': './src/tools/example/index.tsx',
  },
});

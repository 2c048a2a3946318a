import { defineRemote } from '../../rspack.config.base';
import { catalog } from './src/catalog';

export default defineRemote({
  name: 'life',
  dir: import.meta.dirname,
  catalog,
  // One exposed module per tool of the catalog; the build fails if a catalog entry names a missing one.
  exposes: {
    './Calories': './src/tools/calories/index.tsx',
    './Location': './src/tools/location/index.tsx',
  },
});

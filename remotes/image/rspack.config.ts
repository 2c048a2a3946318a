import { defineRemote } from '../../rspack.config.base';
import { catalog } from './src/catalog';

export default defineRemote({
  name: 'image',
  dir: import.meta.dirname,
  catalog,
  // One exposed module per tool of the catalog; the build fails if a catalog entry names a missing one.
  exposes: {
    './ImageFix': './src/tools/image-fix/index.tsx',
    './AnimeFilter': './src/tools/anime-filter/index.tsx',
    './TextRemoval': './src/tools/text-removal/index.tsx',
    './HumanSplit': './src/tools/human-split/index.tsx',
    './FaceFilter': './src/tools/face-filter/index.tsx',
    './AiArt': './src/tools/ai-art/index.tsx',
  },
});

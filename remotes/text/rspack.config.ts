import { defineRemote } from '../../rspack.config.base';
import { catalog } from './src/catalog';

export default defineRemote({
  name: 'text',
  dir: import.meta.dirname,
  catalog,
  // One exposed module per tool of the catalog; the build fails if a catalog entry names a missing one.
  exposes: {
    './ArticleSummary': './src/tools/article-summary/index.tsx',
    './DocAi': './src/tools/doc-ai/index.tsx',
    './ParseFile': './src/tools/parse-file/index.tsx',
    './WebPage': './src/tools/web-page/index.tsx',
  },
});

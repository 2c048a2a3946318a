import path from 'node:path';
import { defineRemote } from '../../rspack.config.base';
import { catalog } from './src/catalog';

const configs = defineRemote({
  name: 'pdf',
  dir: import.meta.dirname,
  catalog,
  // One exposed module per tool of the catalog; the build fails if a catalog entry names a missing one.
  exposes: {
    './PdfSplit': './src/tools/pdf-split/index.tsx',
    './PdfMerge': './src/tools/pdf-merge/index.tsx',
    './PdfEncrypt': './src/tools/pdf-encrypt/index.tsx',
    './PdfDecrypt': './src/tools/pdf-decrypt/index.tsx',
    './PdfCompress': './src/tools/pdf-compress/index.tsx',
    './OfficeToPdf': './src/tools/office-to-pdf/index.tsx',
    './ImageToPdf': './src/tools/image-to-pdf/index.tsx',
    './PdfToImage': './src/tools/pdf-to-image/index.tsx',
    './PdfToText': './src/tools/pdf-to-text/index.tsx',
    './PdfToWord': './src/tools/pdf-to-word/index.tsx',
  },
});

/**
 * pdf.js's worker is referenced by URL (`new URL(…, import.meta.url)`) and emitted as it is.
 * Named `.js`, so the build precompresses it like every script and any server sends it with a
 * JavaScript type (a module worker refuses anything else).
 */
for (const config of configs) {
  config.module?.rules?.push({
    test: /pdf\.worker\.min\.mjs$/,
    dependency: 'url',
    type: 'asset/resource',
    generator: { filename: 'pdf.worker.[contenthash:10].js' },
  });

  // See the loader: no path of the build machine in pdf.js's chunk.
  config.module?.rules?.push({
    test: /pdfjs-dist[\\/]legacy[\\/]build[\\/]pdf\.mjs$/,
    loader: path.join(import.meta.dirname, 'build/pdfjs-node-branch-loader.mjs'),
  });
}

export default configs;

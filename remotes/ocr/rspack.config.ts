import { defineRemote } from '../../rspack.config.base';
import { catalog } from './src/catalog';

export default defineRemote({
  name: 'ocr',
  dir: import.meta.dirname,
  catalog,
  exposes: {
    './BasicOcr': './src/tools/basic-ocr/index.tsx',
    './TableOcr': './src/tools/table/index.tsx',
    './InvoiceOcr': './src/tools/invoice/index.tsx',
    './IdCardOcr': './src/tools/id-card/index.tsx',
    './BankCardOcr': './src/tools/bank-card/index.tsx',
    './BusinessLicenceOcr': './src/tools/business-licence/index.tsx',
    './ImageRecognize': './src/tools/image-recognize/index.tsx',
    './HandwritingErasure': './src/tools/handwriting-erasure/index.tsx',
    './WordRestore': './src/tools/word-restore/index.tsx',
    './AdFont': './src/tools/ad-font/index.tsx',
  },
});

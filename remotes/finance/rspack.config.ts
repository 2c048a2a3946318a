import { defineRemote } from '../../rspack.config.base';
import { catalog } from './src/catalog';

export default defineRemote({
  name: 'finance',
  dir: import.meta.dirname,
  catalog,
  exposes: {
    './Lpr': './src/tools/lpr/index.tsx',
    './Mortgage': './src/tools/mortgage/index.tsx',
    './BankList': './src/tools/bank-list/index.tsx',
    './BankPolicy': './src/tools/bank-policy/index.tsx',
    './CityRate': './src/tools/city-rate/index.tsx',
  },
});

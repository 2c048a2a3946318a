import { defineRemote } from '../../rspack.config.base';
import { catalog } from './src/catalog';

export default defineRemote({
  name: 'speech',
  dir: import.meta.dirname,
  catalog,
  // One exposed module per tool of the catalog; the build fails if a catalog entry names a missing one.
  exposes: {
    './TextToSpeech': './src/tools/text-to-speech/index.tsx',
    './AudioToText': './src/tools/audio-to-text/index.tsx',
  },
});

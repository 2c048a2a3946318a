/**
 * Neural voices ops add: a VITS or Piper model folder in TOOLHUB_TTS_MODELS_DIR, as
 * sherpa-onnx's `vits-*` / `vits-piper-*` releases unpack (`*.onnx`, `tokens.txt`, and
 * `lexicon.txt` or `espeak-ng-data/`), run on sherpa-onnx-node. A model loads on its first
 * sentence and stays loaded in its worker thread.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { floatToPcm } from '../audio/pcm';
import { fileMatching, modelFolders, type ModelFolder } from '../model-folders';
import type { Voice } from './voices';

interface SherpaTts {
  generate(request: { text: string; sid: number; speed: number }): { samples: Float32Array; sampleRate: number };
}
const require = createRequire(import.meta.url);
const loaded = new Map<string, SherpaTts>();

function ttsConfigOf(folder: ModelFolder) {
  const model = fileMatching(folder, /\.onnx$/);
  const tokens = fileMatching(folder, /^tokens\.txt$/);
  const dataDir = path.join(folder.dir, 'espeak-ng-data');
  const lexicon = fileMatching(folder, /^lexicon\.txt$/);
  // A VITS voice reads through a lexicon, a Piper voice through espeak-ng's data: a folder with
  // neither (a recogniser's, say) is no voice.
  if (!model || !tokens || (!lexicon && !fs.existsSync(dataDir))) return undefined;
  return {
    model: {
      vits: { model, tokens, lexicon: lexicon ?? '', dataDir: fs.existsSync(dataDir) ? dataDir : '' },
      numThreads: 2,
      provider: 'cpu',
    },
    maxNumSentences: 1,
  };
}

function engineOf(folder: ModelFolder): SherpaTts {
  let tts = loaded.get(folder.dir);
  if (!tts) {
    const sherpa = require('sherpa-onnx-node') as { OfflineTts: new (config: unknown) => SherpaTts };
    tts = new sherpa.OfflineTts(ttsConfigOf(folder));
    loaded.set(folder.dir, tts);
  }
  return tts;
}

export function sherpaVoices(modelsDir: string | undefined): Voice[] {
  return modelFolders(modelsDir).flatMap((folder): Voice[] =>
    ttsConfigOf(folder)
      ? [
          {
            engine: 'sherpa-onnx',
            name: folder.name,
            language: folder.language,
            synthesise: async (text) => {
              const audio = engineOf(folder).generate({ text, sid: 0, speed: 1 });
              return floatToPcm(audio.samples, audio.sampleRate);
            },
          },
        ]
      : [],
  );
}

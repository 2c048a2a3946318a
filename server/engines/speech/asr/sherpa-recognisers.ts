/**
 * Recognisers ops add: a sherpa-onnx offline model folder in TOOLHUB_ASR_MODELS_DIR, as its
 * releases unpack — Whisper (`*encoder*.onnx`, `*decoder*.onnx`, `*tokens.txt`), SenseVoice
 * (`sherpa-onnx-sense-voice-*`: `model*.onnx`, `tokens.txt`) or Paraformer
 * (`*paraformer*`: `model*.onnx`, `tokens.txt`). The recording is cut at its pauses
 * (speech-spans.ts) and each span recognised, which gives the timestamps and the progress.
 */
import { createRequire } from 'node:module';
import type { AsrSegment } from '@toolhub/contracts';
import { fileMatching, modelFolders, type ModelFolder } from '../model-folders';
import type { Recogniser } from './recogniser';
import { sliceOf, speechSpans } from './speech-spans';

interface SherpaStream {
  acceptWaveform(wave: { samples: Float32Array; sampleRate: number }): void;
}
interface SherpaRecogniser {
  createStream(): SherpaStream;
  decode(stream: SherpaStream): void;
  getResult(stream: SherpaStream): { text: string };
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, SherpaRecogniser>();

/** The model part of sherpa-onnx's OfflineRecognizer config for a folder, or undefined when it is none of the kinds taken. */
export function recogniserConfigOf(folder: ModelFolder): Record<string, unknown> | undefined {
  const tokens = fileMatching(folder, /tokens\.txt$/);
  if (!tokens) return undefined;
  const encoder = fileMatching(folder, /encoder.*\.onnx$/);
  const decoder = fileMatching(folder, /decoder.*\.onnx$/);
  if (encoder && decoder && /whisper/i.test(folder.name)) return { whisper: { encoder, decoder, language: folder.language, task: 'transcribe' }, tokens };
  const model = fileMatching(folder, /^model.*\.onnx$/);
  if (!model) return undefined;
  if (/sense-?voice/i.test(folder.name)) return { senseVoice: { model, language: folder.language, useInverseTextNormalization: 1 }, tokens };
  if (/paraformer/i.test(folder.name)) return { paraformer: { model }, tokens };
  return undefined;
}

function engineOf(folder: ModelFolder, model: Record<string, unknown>): SherpaRecogniser {
  let recogniser = loaded.get(folder.dir);
  if (!recogniser) {
    const sherpa = require('sherpa-onnx-node') as { OfflineRecognizer: new (config: unknown) => SherpaRecogniser };
    recogniser = new sherpa.OfflineRecognizer({ featConfig: { sampleRate: 16000, featureDim: 80 }, modelConfig: { ...model, numThreads: 2, provider: 'cpu' }, decodingMethod: 'greedy_search' });
    loaded.set(folder.dir, recogniser);
  }
  return recogniser;
}

export function sherpaRecognisers(modelsDir: string | undefined): Recogniser[] {
  return modelFolders(modelsDir).flatMap((folder): Recogniser[] => {
    const model = recogniserConfigOf(folder);
    if (!model) return [];
    return [
      {
        engine: 'sherpa-onnx',
        language: folder.language,
        name: folder.name,
        transcribe: async (pcm, { signal, progress }) => {
          const spans = speechSpans(pcm);
          const segments: AsrSegment[] = [];
          for (const [index, span] of spans.entries()) {
            if (signal.aborted) throw signal.reason;
            const slice = sliceOf(pcm, span);
            const samples = Float32Array.from(slice.samples, (sample) => sample / 32768);
            const recogniser = engineOf(folder, model);
            const stream = recogniser.createStream();
            stream.acceptWaveform({ samples, sampleRate: slice.sampleRate });
            recogniser.decode(stream);
            const text = recogniser.getResult(stream).text.trim();
            if (text) segments.push({ Start: span.start, End: span.end, Text: text });
            progress((index + 1) / spans.length);
            // Give the thread's event loop a turn so the abort and progress get through.
            await new Promise((resolve) => setImmediate(resolve));
          }
          return segments;
        },
      },
    ];
  });
}

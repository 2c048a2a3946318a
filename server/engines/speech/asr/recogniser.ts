/**
 * The engine interface of audio to text: a recogniser turns 16 kHz mono PCM into timed
 * segments of words. PocketSphinx (English, from Debian) is built in; sherpa-onnx models ops
 * add in TOOLHUB_ASR_MODELS_DIR take their language over from it.
 */
import type { AsrEngine, AsrLanguage, AsrSegment } from '@toolhub/contracts';
import type { Pcm } from '../audio/pcm';

export interface Recogniser {
  engine: AsrEngine;
  language: AsrLanguage;
  /** The model's own name, for logs and the README. */
  name: string;
  /** `progress` gets 0–1 of the recording heard so far. */
  transcribe(pcm: Pcm, options: { signal: AbortSignal; progress(fraction: number): void }): Promise<AsrSegment[]>;
}

/**
 * The engine interface of text to speech: a voice reads one sentence into PCM. Three engines
 * sit behind it — festival with the CMU SLT HTS voice (English), espeak-ng (Mandarin and
 * English, formant synthesis: robotic) and any VITS / Piper model ops put in
 * TOOLHUB_TTS_MODELS_DIR, run on sherpa-onnx-node. `auto` picks the best installed voice per
 * language: a neural one, else HTS for English, espeak-ng for Mandarin.
 */
import type { TtsEngine, TtsVoice } from '@toolhub/contracts';
import { readWav, type Pcm } from '../audio/pcm';
import { runProgram } from '../audio/run-program';
import type { SentenceLanguage } from './sentences';
import { sherpaVoices } from './sherpa-voices';

export interface Voice {
  engine: TtsEngine;
  /** The voice's own name, shown on the screen beside its engine. */
  name: string;
  language: SentenceLanguage;
  synthesise(text: string, signal: AbortSignal): Promise<Pcm>;
}

export const FESTIVAL_VOICE = 'cmu_us_slt_arctic_hts';

export const festivalHts: Voice = {
  engine: 'festival-hts',
  name: FESTIVAL_VOICE,
  language: 'en',
  synthesise: async (text, signal) =>
    readWav(await runProgram('text2wave', ['-eval', `(voice_${FESTIVAL_VOICE})`, '-F', '22050', '-o', '-'], { stdin: text, signal })),
};

const espeak = (voice: string, language: SentenceLanguage): Voice => ({
  engine: 'espeak-ng',
  name: voice,
  language,
  // -b 1: the text is UTF-8. The voice's own rate and pitch: the mix applies the visitor's.
  synthesise: async (text, signal) => readWav(await runProgram('espeak-ng', ['-b', '1', '-v', voice, '--stdout'], { stdin: text, signal })),
});

/**
 * `cmn-latn-pinyin`, not `cmn`: espeak-ng 1.51's `cmn` ("Latin as English") reads the pinyin its
 * dictionary makes of the characters as English words (你好 → "nee three, hay three"). The
 * price: Latin letters inside a Chinese sentence are read as pinyin.
 */
export const ESPEAK_MANDARIN_VOICE = 'cmn-latn-pinyin';
export const espeakMandarin = espeak(ESPEAK_MANDARIN_VOICE, 'zh');
export const espeakEnglish = espeak('en-us', 'en');

const BUILT_IN: Record<Exclude<TtsVoice, 'auto'>, Voice> = {
  'en-hts': festivalHts,
  'en-espeak': espeakEnglish,
  'zh-espeak': espeakMandarin,
};

/** The voice that reads a sentence of this language for the visitor's choice. */
export function voiceFor(choice: TtsVoice, language: SentenceLanguage, modelsDir = process.env.TOOLHUB_TTS_MODELS_DIR): Voice {
  if (choice !== 'auto') return BUILT_IN[choice];
  const neural = sherpaVoices(modelsDir).find((voice) => voice.language === language);
  if (neural) return neural;
  return language === 'zh' ? espeakMandarin : festivalHts;
}

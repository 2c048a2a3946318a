/** Which recogniser transcribes a language here: a model ops added first, else the built-in one, else none. */
import type { AsrLanguage } from '@toolhub/contracts';
import { pocketsphinx } from './pocketsphinx';
import type { Recogniser } from './recogniser';
import { sherpaRecognisers } from './sherpa-recognisers';

export function recogniserFor(language: AsrLanguage, modelsDir = process.env.TOOLHUB_ASR_MODELS_DIR): Recogniser | undefined {
  return sherpaRecognisers(modelsDir).find((recogniser) => recogniser.language === language) ?? (language === pocketsphinx.language ? pocketsphinx : undefined);
}

/** Every language this server transcribes now, for logs and the README's check. */
export function transcribedLanguages(modelsDir = process.env.TOOLHUB_ASR_MODELS_DIR): AsrLanguage[] {
  return [...new Set<AsrLanguage>([pocketsphinx.language, ...sherpaRecognisers(modelsDir).map((recogniser) => recogniser.language)])];
}

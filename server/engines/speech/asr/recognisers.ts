/** Which recogniser transcribes a language here: a model ops added first, else the built-in one, else none. */
import { ASR_LANGUAGES, type AsrLanguage, type AsrOffer } from '@toolhub/contracts';
import { pocketsphinx } from './pocketsphinx';
import type { Recogniser } from './recogniser';
import { sherpaRecognisers } from './sherpa-recognisers';

export function recogniserFor(language: AsrLanguage, modelsDir = process.env.TOOLHUB_ASR_MODELS_DIR): Recogniser | undefined {
  return sherpaRecognisers(modelsDir).find((recogniser) => recogniser.language === language) ?? (language === pocketsphinx.language ? pocketsphinx : undefined);
}

/** The recogniser each language gets here (what recogniserFor picks), for the screen to say before an upload. */
export function asrOffers(modelsDir = process.env.TOOLHUB_ASR_MODELS_DIR): AsrOffer[] {
  return ASR_LANGUAGES.flatMap((language) => {
    const recogniser = recogniserFor(language, modelsDir);
    return recogniser ? [{ language, engine: recogniser.engine, name: recogniser.name }] : [];
  });
}

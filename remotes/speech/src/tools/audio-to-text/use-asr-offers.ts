/**
 * What this server transcribes now (GET SPEECH_API.languages): the built-in English model and
 * whatever models ops added, so the screen names them before an upload. Until the answer
 * comes, or if it cannot, the screen speaks of the built-in model only — which a server always has.
 */
import { ASR_BUILT_IN_LANGUAGES, ASR_BUILT_IN_MODEL, SPEECH_API, speechLanguagesSchema, type AsrOffer } from '@toolhub/contracts';
import { api, isApiFailure } from '@toolhub/sdk';
import { useEffect, useState } from 'react';

const BUILT_IN: AsrOffer[] = ASR_BUILT_IN_LANGUAGES.map((language) => ({ language, engine: 'pocketsphinx', name: ASR_BUILT_IN_MODEL }));

async function fetchOffers(): Promise<AsrOffer[] | undefined> {
  const answer = await api.get<{ ret: number; data: unknown }>(SPEECH_API.languages, undefined, { silent: true });
  if (isApiFailure(answer) || answer.ret !== 0) return undefined;
  const parsed = speechLanguagesSchema.safeParse(answer.data);
  return parsed.success ? parsed.data.asr : undefined;
}

export function useAsrOffers(): AsrOffer[] {
  const [offers, setOffers] = useState<AsrOffer[]>(BUILT_IN);
  useEffect(() => {
    let live = true;
    void fetchOffers().then((fetched) => {
      if (live && fetched) setOffers(fetched);
    });
    return () => {
      live = false;
    };
  }, []);
  return offers;
}

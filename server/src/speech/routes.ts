/**
 * The speech family's call that is not a task: which languages this server transcribes now,
 * so the audio-to-text screen says it before anything is uploaded — the built-in English model
 * and whatever recognisers ops put in TOOLHUB_ASR_MODELS_DIR (read at each call: a model
 * dropped in is offered without a restart, as the task finds it). Registered by app.ts.
 */
import { SPEECH_API, type SpeechLanguages } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import { asrOffers } from '../../engines/speech/asr/recognisers';
import { ok } from '../http/errors';

export async function speechRoutes(app: FastifyInstance, { modelsDir }: { modelsDir?: string } = {}): Promise<void> {
  app.get(SPEECH_API.languages, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return ok<SpeechLanguages>({ asr: asrOffers(modelsDir ?? process.env.TOOLHUB_ASR_MODELS_DIR) });
  });
}

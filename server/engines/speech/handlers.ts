/**
 * The speech family's task handlers (issue 19), spread into ENGINES of server/src/tasks/registry.ts:
 * one TaskHandlerSpec per request type, its module named by URL so the server process imports
 * none of the engines' code. Keep this file free of engine imports.
 */
import { SPEECH_TYPES } from '@toolhub/contracts';
import type { TaskHandlerSpec } from '../../src/tasks/handler';

/** The audio to text task reads one upload: its key is checked to be the visitor's own. */
function uploadedAudio(input: unknown): string[] {
  const file = typeof input === 'object' && input !== null ? (input as { file?: unknown }).file : undefined;
  return typeof file === 'string' && file.length > 0 ? [file] : [];
}

export const speechHandlers: TaskHandlerSpec[] = [
  {
    type: SPEECH_TYPES.TextToSpeech,
    name: 'TextToSpeech',
    module: new URL('./tts/task.ts', import.meta.url).href,
    exportName: 'textToSpeech',
    // 5,000 characters read by festival take about a minute on a busy machine.
    timeoutMs: 5 * 60_000,
    metered: true,
    inputObjects: () => [],
  },
  {
    type: SPEECH_TYPES.AudioToText,
    name: 'AudioToText',
    module: new URL('./asr/task.ts', import.meta.url).href,
    exportName: 'audioToText',
    // 30 minutes of audio at PocketSphinx's real-time factor of about 0.3, with room for a busy machine.
    timeoutMs: 20 * 60_000,
    metered: true,
    inputObjects: uploadedAudio,
  },
];

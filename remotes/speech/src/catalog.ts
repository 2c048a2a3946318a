import type { ToolMeta } from '@toolhub/contracts';
import { audioToTextEntry } from './tools/audio-to-text/entry';
import { textToSpeechEntry } from './tools/text-to-speech/entry';

/**
 * The speech family's tools, read by the shell (and by the build, in Node: so type imports
 * only). Each tool's entry lives in its own folder beside its screen.
 */
export const catalog: ToolMeta[] = [textToSpeechEntry, audioToTextEntry];

export default catalog;

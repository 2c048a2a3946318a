/**
 * Text to speech's task: the text checked, cut into sentences, each normalised (numbers,
 * dates, units as spoken) and read by its language's voice, joined with a pause, then given
 * the visitor's speed and pitch and written as MP3 or WAV. Progress follows the sentences.
 */
import { SPEECH_FAILURES, TTS_MAX_CHARS, ttsInputSchema, type TtsEngine, type TtsResult } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../../src/tasks/handler';
import { concatPcm, durationOf, resample, type Pcm } from '../audio/pcm';
import { ProgramFailed } from '../audio/run-program';
import { speechFailure, stopIfAborted } from '../failures';
import { finishAudio } from './finish-audio';
import { normaliseEn, normaliseZh } from './normalise';
import { splitSentences } from './sentences';
import { voiceFor } from './voices';

const OUTPUT_RATE = 22_050;
/** The pause between sentences. */
const SENTENCE_GAP = 0.3;

/** Control characters (besides line breaks and tabs) or U+FFFD: bytes of a file pasted as text. */
const isNotText = (text: string) => [...text].some((char) => {
  const code = char.codePointAt(0) ?? 0;
  return (code < 0x20 && char !== '\n' && char !== '\r' && char !== '\t') || code === 0x7f || code === 0xfffd;
});

export async function textToSpeech(input: unknown, ctx: TaskContext): Promise<TaskOutput> {
  const raw = input as { text?: unknown } | null;
  if (typeof raw?.text === 'string' && raw.text.length > TTS_MAX_CHARS) throw speechFailure(SPEECH_FAILURES.textTooLong);
  const parsed = ttsInputSchema.safeParse(input);
  if (!parsed.success) throw speechFailure(typeof raw?.text === 'string' && raw.text.length === 0 ? SPEECH_FAILURES.emptyText : SPEECH_FAILURES.notText);
  const { text, voice, speed, pitch, format } = parsed.data;
  if (isNotText(text)) throw speechFailure(SPEECH_FAILURES.notText);
  const sentences = splitSentences(text);
  if (sentences.length === 0) throw speechFailure(SPEECH_FAILURES.emptyText);

  const engines: TtsEngine[] = [];
  const voices: string[] = [];
  const spoken: string[] = [];
  const parts: Pcm[] = [];
  for (const [index, sentence] of sentences.entries()) {
    stopIfAborted(ctx.signal);
    // A voice that reads one language only takes what it can: `en-hts` reads Chinese sentences with espeak's Mandarin.
    const chosen = voiceFor(voice, sentence.language);
    const reader = chosen.language === sentence.language ? chosen : voiceFor('auto', sentence.language);
    const words = sentence.language === 'zh' ? normaliseZh(sentence.text) : normaliseEn(sentence.text);
    spoken.push(words);
    try {
      parts.push(resample(await reader.synthesise(words, ctx.signal), OUTPUT_RATE));
    } catch (error) {
      if (error instanceof ProgramFailed || (error as NodeJS.ErrnoException).code === 'ENOENT') throw speechFailure(SPEECH_FAILURES.voiceMissing);
      throw error;
    }
    if (!engines.includes(reader.engine)) engines.push(reader.engine);
    if (!voices.includes(reader.name)) voices.push(reader.name);
    ctx.progress(Math.round(((index + 1) / sentences.length) * 90));
  }

  const bytes = await finishAudio(concatPcm(parts, OUTPUT_RATE, SENTENCE_GAP), { format, speed, pitch, signal: ctx.signal });
  ctx.progress(100);
  const speechSeconds = durationOf(concatPcm(parts, OUTPUT_RATE, SENTENCE_GAP));
  const result: TtsResult = {
    Engines: engines,
    Voices: voices,
    // The stretch changes length by the speed alone (the pitch shift is stretched back).
    Duration: Math.round((speechSeconds / speed) * 100) / 100,
    Sentences: sentences.length,
    Format: format,
    Spoken: spoken.join(sentences.some((sentence) => sentence.language === 'en') ? ' ' : ''),
  };
  return { data: result, files: [{ name: `speech.${format}`, contentType: format === 'mp3' ? 'audio/mpeg' : 'audio/wav', bytes }] };
}

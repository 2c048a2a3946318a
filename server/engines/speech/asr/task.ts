/**
 * Audio to text's task (`rec_task`, read back by `rec_result`): the language's recogniser
 * found first — a language this server has no model for is refused before the upload is even
 * read — then the upload's format sniffed from its bytes, its size and length checked, decoded
 * to 16 kHz mono, silence refused, and the speech transcribed with progress. The transcript
 * comes back as timed segments and as TXT and SRT files. Every refusal is uncharged.
 */
import { ASR_MAX_BYTES, ASR_MAX_SECONDS, ASR_MIN_SECONDS, ERROR_CODES, SPEECH_FAILURES, asrInputSchema, type AsrResult } from '@toolhub/contracts';
import { TaskFailure, type TaskContext, type TaskOutput } from '../../../src/tasks/handler';
import { decodeToPcm } from '../audio/decode';
import { durationOf } from '../audio/pcm';
import { sniffAudio } from '../audio/sniff';
import { speechFailure, stopIfAborted } from '../failures';
import { recogniserFor } from './recognisers';
import { speechSpans } from './speech-spans';
import { baseName, transcriptSrt, transcriptText } from './transcript-files';

const round = (seconds: number) => Math.round(seconds * 100) / 100;

export async function audioToText(input: unknown, ctx: TaskContext): Promise<TaskOutput> {
  const parsed = asrInputSchema.safeParse(input);
  if (!parsed.success) {
    const language = (input as { language?: unknown } | null)?.language;
    if (typeof language === 'string') throw speechFailure(SPEECH_FAILURES.noModel);
    throw new TaskFailure(ERROR_CODES.BAD_REQUEST, 'the audio to text request is not valid');
  }
  const { file, name, language } = parsed.data;
  const recogniser = recogniserFor(language);
  if (!recogniser) throw speechFailure(SPEECH_FAILURES.noModel);

  const bytes = await ctx.readObject(file);
  if (bytes.length > ASR_MAX_BYTES) throw speechFailure(SPEECH_FAILURES.tooLarge);
  const format = sniffAudio(bytes);
  if (!format) throw speechFailure(SPEECH_FAILURES.unreadable);
  const pcm = await decodeToPcm(bytes, ctx.signal).catch((error: unknown) => {
    stopIfAborted(ctx.signal);
    throw error instanceof Error && error.name === 'AbortError' ? error : speechFailure(SPEECH_FAILURES.unreadable);
  });
  const duration = durationOf(pcm);
  if (duration === 0) throw speechFailure(SPEECH_FAILURES.unreadable);
  if (duration > ASR_MAX_SECONDS) throw speechFailure(SPEECH_FAILURES.tooLong);
  if (duration < ASR_MIN_SECONDS) throw speechFailure(SPEECH_FAILURES.tooShort);
  if (speechSpans(pcm).length === 0) throw speechFailure(SPEECH_FAILURES.noSpeech);
  ctx.progress(10);

  const segments = await recogniser.transcribe(pcm, { signal: ctx.signal, progress: (fraction) => ctx.progress(10 + Math.round(fraction * 85)) });
  if (segments.length === 0) throw speechFailure(SPEECH_FAILURES.noSpeech);
  const rounded = segments.map((segment) => ({ Start: round(segment.Start), End: round(segment.End), Text: segment.Text }));
  const result: AsrResult = {
    Engine: recogniser.engine,
    Language: language,
    Format: format,
    Duration: round(duration),
    Text: rounded.map((segment) => segment.Text).join(language === 'zh' ? '' : ' '),
    Segments: rounded,
  };
  ctx.progress(100);
  const base = baseName(name);
  return {
    data: result,
    files: [
      { name: `${base}.txt`, contentType: 'text/plain; charset=utf-8', bytes: Buffer.from(transcriptText(rounded), 'utf8') },
      { name: `${base}.srt`, contentType: 'application/x-subrip; charset=utf-8', bytes: Buffer.from(transcriptSrt(rounded), 'utf8') },
    ],
  };
}

/**
 * The speech family: text to speech and audio to text (spec §1; §7 `tts`, `rec_task`,
 * `rec_result`) — what each task takes as business_data.data and what it answers. Text to
 * speech writes the audio as the task's file; audio to text reads one uploaded recording and
 * writes the transcript as TXT and SRT files besides the timed segments in its data.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';

/** Task types (business_data.type): the spec gives none, so they are the hub's own numbers. */
export const SPEECH_TYPES = {
  TextToSpeech: 131,
  AudioToText: 132,
} as const;
export type SpeechTool = keyof typeof SPEECH_TYPES;

/** Each tool's id in the catalog: the same numbers, free in the spec's tool table. */
export const SPEECH_TOOL_IDS = SPEECH_TYPES;
export const SPEECH_CATEGORY = '语音工具';

/** Each tool's quota scene: `tts` is the spec's own call name. */
export const SPEECH_SCENES = {
  TextToSpeech: 'tts',
  AudioToText: 'audio_to_text',
} as const satisfies Record<SpeechTool, string>;

/**
 * The family's calls that start a task (`/cgi-bin/tools/<name>`), by path, each onto its request
 * type (joined with the other families' in tool-calls.ts; the thin routes are in
 * server/src/tasks/routes.ts). `rec_task` starts a transcription; `rec_result` reads it.
 */
export const SPEECH_TOOL_CALLS: Record<string, number> = {
  '/cgi-bin/tools/tts': SPEECH_TYPES.TextToSpeech,
  '/cgi-bin/tools/rec_task': SPEECH_TYPES.AudioToText,
};

/** The family's calls that only read a task by its `task_id` (see TASK_QUERY_CALLS). */
export const SPEECH_QUERY_CALLS: readonly string[] = ['/cgi-bin/tools/rec_result'];

// ---------------------------------------------------------------------------------------------
// Text to speech

/** Longest text one task reads aloud (about 15 minutes of speech). */
export const TTS_MAX_CHARS = 5000;

/**
 * The voices a visitor picks. `auto` reads each sentence in its own language with the best
 * voice installed: a neural voice ops added (TOOLHUB_TTS_MODELS_DIR), else festival's HTS voice
 * for English and espeak-ng for Mandarin. The others name one engine's voice.
 */
export const TTS_VOICES = ['auto', 'en-hts', 'en-espeak', 'zh-espeak'] as const;
export type TtsVoice = (typeof TTS_VOICES)[number];

/** What made the audio: the screen names it as it is (espeak-ng is a robotic formant voice). */
export const TTS_ENGINES = [
  /** festival with the CMU SLT HTS voice (statistical parametric, English). */
  'festival-hts',
  /** espeak-ng formant synthesis: clear but robotic. */
  'espeak-ng',
  /** A VITS / Piper neural voice ops put in TOOLHUB_TTS_MODELS_DIR, run on sherpa-onnx. */
  'sherpa-onnx',
] as const;
export type TtsEngine = (typeof TTS_ENGINES)[number];

export const TTS_FORMATS = ['mp3', 'wav'] as const;
export type TtsFormat = (typeof TTS_FORMATS)[number];

/** Speaking rate, 1 = the voice's own. */
export const TTS_SPEED = { min: 0.5, max: 2, default: 1 } as const;
/** Pitch shift in semitones, 0 = the voice's own. */
export const TTS_PITCH = { min: -6, max: 6, default: 0 } as const;

export const ttsInputSchema = deferred(() => z.object({
  text: z.string().check(z.minLength(1), z.maxLength(TTS_MAX_CHARS)),
  voice: z._default(z.enum(TTS_VOICES), 'auto'),
  speed: z._default(z.number().check(z.minimum(TTS_SPEED.min), z.maximum(TTS_SPEED.max)), 1),
  pitch: z._default(z.int().check(z.minimum(TTS_PITCH.min), z.maximum(TTS_PITCH.max)), 0),
  format: z._default(z.enum(TTS_FORMATS), 'mp3'),
}));
export type TtsInput = z.input<typeof ttsInputSchema>;

/** What text to speech answers; its one file is the audio (`speech.mp3`). */
export const ttsResultSchema = deferred(() => z.object({
  /** Every engine that read part of the text, in the order first used. */
  Engines: z.array(z.enum(TTS_ENGINES)),
  /** The voices' own names (`cmu_us_slt_arctic_hts`, `cmn`, a model folder's name). */
  Voices: z.array(z.string()),
  /** Length of the audio in seconds. */
  Duration: z.number(),
  Sentences: z.int(),
  Format: z.enum(TTS_FORMATS),
  /** The text as it was read, numbers, dates and units written out (what the voice said). */
  Spoken: z.string(),
}));
export type TtsResult = z.infer<typeof ttsResultSchema>;

// ---------------------------------------------------------------------------------------------
// Audio to text

/** Longest recording one task transcribes, in seconds (30 minutes). */
export const ASR_MAX_SECONDS = 1800;
/** Largest upload, in bytes (50 MB: half an hour of 128 kbit/s MP3 with room to spare). */
export const ASR_MAX_BYTES = 52_428_800;
/** Shorter than this is no speech at all. */
export const ASR_MIN_SECONDS = 0.3;

/** The containers and codecs taken, sniffed from the file's own bytes (never its name). */
export const ASR_FORMATS = ['mp3', 'wav', 'm4a', 'aac', 'ogg', 'webm', 'amr'] as const;
export type AsrFormat = (typeof ASR_FORMATS)[number];
/** What the page's file picker offers (the server still sniffs). */
export const ASR_ACCEPT = '.mp3,.wav,.m4a,.aac,.mp4,.ogg,.opus,.oga,.webm,.amr,audio/*';

/** Languages the screen offers. Whether this server transcribes one depends on its models. */
export const ASR_LANGUAGES = ['en', 'zh'] as const;
export type AsrLanguage = (typeof ASR_LANGUAGES)[number];
/**
 * The languages this server transcribes with what it installs itself (pocketsphinx and its
 * US-English model from Debian). Chinese needs a sherpa-onnx model in TOOLHUB_ASR_MODELS_DIR;
 * without one a Chinese task is refused (`noModel`) and nothing is charged.
 */
export const ASR_BUILT_IN_LANGUAGES: readonly AsrLanguage[] = ['en'];
/** The built-in recogniser's model, as the server names it and the screen shows it before the server answers. */
export const ASR_BUILT_IN_MODEL = 'cmusphinx-en-us';

export const ASR_ENGINES = [
  /** CMU PocketSphinx with its US-English acoustic and language model (Debian). */
  'pocketsphinx',
  /** A Whisper / SenseVoice / Paraformer / transducer model ops put in TOOLHUB_ASR_MODELS_DIR. */
  'sherpa-onnx',
] as const;
export type AsrEngine = (typeof ASR_ENGINES)[number];

/** The family's calls that are not tasks. */
export const SPEECH_API = {
  /** GET: what this server transcribes now — the built-in model and every model ops added. */
  languages: '/api/speech/languages',
} as const;

/** One recogniser this server runs for a language. */
export const asrOfferSchema = deferred(() => z.object({
  language: z.enum(ASR_LANGUAGES),
  engine: z.enum(ASR_ENGINES),
  /** The model's own name (`cmusphinx-en-us`, a model folder's name). */
  name: z.string(),
}));
export type AsrOffer = z.infer<typeof asrOfferSchema>;
/** What GET SPEECH_API.languages answers in `data`. */
export const speechLanguagesSchema = deferred(() => z.object({ asr: z.array(asrOfferSchema) }));
export type SpeechLanguages = z.infer<typeof speechLanguagesSchema>;

const objectKey = z.string().check(z.minLength(1), z.maxLength(512));
export const asrInputSchema = deferred(() => z.object({
  file: objectKey,
  /** The name the visitor uploaded: the transcripts are named after it. */
  name: z.string().check(z.minLength(1), z.maxLength(255)),
  language: z._default(z.enum(ASR_LANGUAGES), 'en'),
}));
export type AsrInput = z.input<typeof asrInputSchema>;

export const asrSegmentSchema = deferred(() => z.object({
  /** Seconds from the start of the recording. */
  Start: z.number(),
  End: z.number(),
  Text: z.string(),
}));
export type AsrSegment = z.infer<typeof asrSegmentSchema>;

/** What audio to text answers; its files are `<name>.txt` and `<name>.srt`. */
export const asrResultSchema = deferred(() => z.object({
  Engine: z.enum(ASR_ENGINES),
  Language: z.enum(ASR_LANGUAGES),
  Format: z.enum(ASR_FORMATS),
  /** The recording's length in seconds. */
  Duration: z.number(),
  Text: z.string(),
  Segments: z.array(asrSegmentSchema),
}));
export type AsrResult = z.infer<typeof asrResultSchema>;

/**
 * Why a speech task gave no result: the detail of `err is <detail>` (code 1300). Nothing is
 * charged for any of them.
 */
export const SPEECH_FAILURES = {
  /** Text to speech: nothing to read once spaces and symbols are gone. */
  emptyText: 'text is empty',
  /** Text to speech: longer than TTS_MAX_CHARS. */
  textTooLong: 'text too long',
  /** Text to speech: control characters or replacement marks, as when a binary file is pasted. */
  notText: 'text is not readable',
  /** A voice or engine this server lacks (a neural model folder emptied, a program missing). */
  voiceMissing: 'voice not installed',
  /** Audio to text: not audio of a taken format, or damaged. */
  unreadable: 'error reading file',
  tooLarge: 'file too large',
  tooLong: 'audio too long',
  tooShort: 'audio too short',
  /** Audio to text: silence, noise or music only. */
  noSpeech: 'no speech recognised',
  /** Audio to text: no model for the language on this server. */
  noModel: 'language not supported',
} as const;
export type SpeechFailure = (typeof SPEECH_FAILURES)[keyof typeof SPEECH_FAILURES];

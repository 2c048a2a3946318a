/**
 * The speech family's figures on this machine, through the engines the tasks run:
 *  - text to speech: time to the first audio of a 50-character sentence (the first sentence is
 *    what a visitor waits for; the rest is read while it plays), and the real-time factor of a
 *    whole task (synthesis time ÷ audio length) — English (festival HTS) and Chinese (espeak-ng);
 *  - audio to text: PocketSphinx's real-time factor and word error rate on our own English clips.
 * The figures: first audio ≤ 500 ms, TTS RTF ≤ 0.3, ASR RTF ≤ 0.5, WER ≤ 15 %.
 *
 * The clips are made here, honestly but synthetically: Harvard sentences (IEEE 1969 lists,
 * public domain) read by festival's SLT voice (HTS, female), festival's KAL voice (recorded
 * diphones, male) and espeak-ng (formant synthesis: robotic, the hardest to hear), encoded as 16 kHz MP3 at 32 kbit/s
 * — as they are, and with a room added first (a light echo, pink noise at about 20 dB SNR). WER on
 * synthetic speech flatters a recogniser: people recorded in a room will do worse.
 * Figures only: nothing here fails on a time.
 */
import type { TaskContext } from '../server/src/tasks/handler';
import { decodeToPcm } from '../server/engines/speech/audio/decode';
import { durationOf, readWav, writeWav } from '../server/engines/speech/audio/pcm';
import { runProgram } from '../server/engines/speech/audio/run-program';
import { pocketsphinx } from '../server/engines/speech/asr/pocketsphinx';
import { normaliseEn, normaliseZh } from '../server/engines/speech/tts/normalise';
import { textToSpeech } from '../server/engines/speech/tts/task';
import { espeakMandarin, festivalHts } from '../server/engines/speech/tts/voices';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${Math.round(value)} ms`;
const signal = new AbortController().signal;
const context: TaskContext = { scene: 'bench', signal, readObject: async () => Buffer.alloc(0), progress: () => undefined };

// 50 characters each.
const EN_SENTENCE = 'The birch canoe slid on the smooth planks at 10:30.';
const ZH_SENTENCE = '今天是2024年3月5日，北京气温25℃，我们一起去公园散步，顺便买点水果和牛奶回家，晚上再看一场电影吧。';
const EN_TEXT = 'Glue the sheet to the dark blue background. It is easy to tell the depth of a well. These days a chicken leg is a rare dish. Rice is often served in round bowls. The juice of lemons makes fine punch. The box was thrown beside the parked truck.';
const ZH_TEXT = '春天来了，公园里的花都开了。小明每天早上七点起床，先跑步三公里。他说运动让人精神更好。周末我们打算去爬山，山顶的气温大约十五度。回来的路上还要买些水果和蔬菜。';

async function firstAudio(read: () => Promise<unknown>): Promise<number[]> {
  await read();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  return times;
}

async function ttsFigures(): Promise<string[]> {
  const lines = ['Text to speech:'];
  const en = await firstAudio(() => festivalHts.synthesise(normaliseEn(EN_SENTENCE), signal));
  const zh = await firstAudio(() => espeakMandarin.synthesise(normaliseZh(ZH_SENTENCE), signal));
  lines.push(`  first audio, 50-character sentence, median of 5 (max): English festival HTS ${ms(median(en))} (${ms(Math.max(...en))}), Chinese espeak-ng ${ms(median(zh))} (${ms(Math.max(...zh))})`);
  for (const [label, text] of [
    ['English', EN_TEXT],
    ['Chinese', ZH_TEXT],
  ] as const) {
    const started = performance.now();
    const output = await textToSpeech({ text, format: 'mp3' }, context);
    const took = performance.now() - started;
    const { Duration } = output.data as { Duration: number };
    lines.push(`  whole task, ${label} (${[...text].length} chars → ${Duration.toFixed(1)} s of MP3): ${ms(took)}, real-time factor ${(took / 1000 / Duration).toFixed(3)}`);
  }
  return lines;
}

/** Harvard sentences, lists 1–2 (IEEE 1969, public domain), five to a clip. */
const HARVARD = [
  'The birch canoe slid on the smooth planks. Glue the sheet to the dark blue background. It is easy to tell the depth of a well. These days a chicken leg is a rare dish. Rice is often served in round bowls.',
  'The juice of lemons makes fine punch. The box was thrown beside the parked truck. The hogs were fed chopped corn and garbage. Four hours of steady work faced us. A large size in stockings is hard to sell.',
  'The boy was there when the sun rose. A rod is used to catch pink salmon. The source of the huge river is the clear spring. Kick the ball straight and follow through. Help the woman get back to her feet.',
  'A pot of tea helps to pass the evening. Smoky fires lack flame and heat. The soft cushion broke the mans fall. The salt breeze came across from the sea. The girl at the booth sold fifty bonds.',
];

interface Clip {
  voice: string;
  name: string;
  condition: Condition;
  words: string[];
  mp3: Buffer;
  /** Word errors, once transcribed. */
  errors?: number;
}

/** The two conditions measured: the speech as a 32 kbit/s MP3 only, and with a room added first. */
type Condition = 'mp3' | 'room';

/**
 * Speech → (for `room`: a light echo and pink noise at about 20 dB SNR) → 16 kHz, 32 kbit/s MP3.
 * The sizes festival and espeak-ng write to a pipe are 0: the WAV is written whole again first.
 */
async function degrade(wav: Buffer, condition: Condition, seed: number): Promise<Buffer> {
  const whole = writeWav(readWav(wav));
  const encode = ['-ac', '1', '-ar', '16000', '-codec:a', 'libmp3lame', '-b:a', '32k', '-f', 'mp3', 'pipe:1'];
  if (condition === 'mp3') return runProgram('ffmpeg', ['-nostdin', '-loglevel', 'error', '-f', 'wav', '-i', 'pipe:0', ...encode], { stdin: whole });
  return runProgram(
    'ffmpeg',
    ['-nostdin', '-loglevel', 'error', '-f', 'wav', '-i', 'pipe:0', '-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.005:seed=${seed}`, '-filter_complex', '[0:a]aresample=16000,aecho=0.8:0.3:30:0.15[s];[1:a]aresample=16000[n];[s][n]amix=inputs=2:duration=first:normalize=0', ...encode],
    { stdin: whole },
  );
}

async function makeClips(): Promise<Clip[]> {
  const clips: Clip[] = [];
  for (const [i, text] of HARVARD.entries()) {
    const words = text.toLowerCase().replace(/[^a-z' ]/g, ' ').split(/\s+/).filter(Boolean);
    const voices = [
      ['festival SLT', await runProgram('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-o', '-'], { stdin: text })],
      ['festival KAL', await runProgram('text2wave', ['-eval', '(voice_kal_diphone)', '-o', '-'], { stdin: text })],
      ['espeak-ng en-us', await runProgram('espeak-ng', ['-v', 'en-us', '--stdout'], { stdin: text })],
    ] as const;
    for (const [voice, wav] of voices) {
      for (const condition of ['mp3', 'room'] as const) clips.push({ voice, name: `${voice}, list ${i + 1}`, condition, words, mp3: await degrade(wav, condition, 10 + i) });
    }
  }
  return clips;
}

/** Word-level edit distance: substitutions, deletions and insertions. */
export function wordErrors(reference: string[], hypothesis: string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const row = [i];
    for (let j = 1; j <= hypothesis.length; j++) row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[hypothesis.length];
}

async function asrFigures(): Promise<string[]> {
  const lines = ['Audio to text, PocketSphinx en-us on our own synthetic clips (see the header); "room" = echo + pink noise ~20 dB SNR:'];
  const clips = await makeClips();
  for (const condition of ['mp3', 'room'] as const) lines.push(...(await conditionFigures(clips.filter((clip) => clip.condition === condition), condition)));
  return lines;
}

async function conditionFigures(clips: Clip[], condition: Condition): Promise<string[]> {
  const lines: string[] = [];
  let errors = 0;
  let total = 0;
  let seconds = 0;
  let took = 0;
  for (const clip of clips) {
    const pcm = await decodeToPcm(clip.mp3);
    const started = performance.now();
    const segments = await pocketsphinx.transcribe(pcm, { signal, progress: () => undefined });
    const elapsed = performance.now() - started;
    const heard = segments.flatMap((segment) => segment.Text.toLowerCase().split(/\s+/)).filter(Boolean);
    const clipErrors = wordErrors(clip.words, heard);
    clip.errors = clipErrors;
    errors += clipErrors;
    total += clip.words.length;
    seconds += durationOf(pcm);
    took += elapsed;
    lines.push(`  ${condition.padEnd(5)} ${clip.name.padEnd(24)} ${durationOf(pcm).toFixed(1)} s  RTF ${(elapsed / 1000 / durationOf(pcm)).toFixed(3)}  WER ${((clipErrors / clip.words.length) * 100).toFixed(1)} %`);
  }
  for (const voice of new Set(clips.map((clip) => clip.voice))) {
    const own = clips.filter((clip) => clip.voice === voice);
    const words = own.reduce((sum, clip) => sum + clip.words.length, 0);
    lines.push(`  ${condition}: ${voice}: word error rate ${((own.reduce((sum, clip) => sum + (clip.errors ?? 0), 0) / words) * 100).toFixed(1)} % (${words} words)`);
  }
  lines.push(`  ${condition}: all ${clips.length} clips (${seconds.toFixed(0)} s, ${total} words): real-time factor ${(took / 1000 / seconds).toFixed(3)}, word error rate ${((errors / total) * 100).toFixed(1)} %`);
  return lines;
}

export async function speechFigures(): Promise<string[]> {
  return [...(await ttsFigures()), ...(await asrFigures())];
}

if (import.meta.url === `file://${process.argv[1]}`) console.info((await speechFigures()).join('\n'));

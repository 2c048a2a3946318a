/**
 * CMU PocketSphinx (BSD-2-Clause) with its US-English acoustic model, dictionary and language
 * model from Debian (pocketsphinx, pocketsphinx-en-us). pocketsphinx_continuous cuts the
 * recording into utterances at its pauses and prints each as it ends — the hypothesis, then
 * one `word start end confidence` line per word with `-time yes` — so progress follows it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ASR_BUILT_IN_MODEL, type AsrSegment } from '@toolhub/contracts';
import { durationOf, writeWav } from '../audio/pcm';
import { runProgram } from '../audio/run-program';
import type { Recogniser } from './recogniser';

export const POCKETSPHINX_PROGRAM = 'pocketsphinx_continuous';
export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

const WORD_LINE = /^(\S+) (\d+\.\d+) (\d+\.\d+) (\d+\.\d+)$/;
/**
 * No spoken word lasts this long: a "word" held for seconds is music or a steady noise that the
 * decoder had to call something (a chord comes back as one long "you").
 */
const LONGEST_WORD_SECONDS = 1.6;
/**
 * An utterance mostly made of such held "words" is music or noise as a whole: the short words
 * the decoder fits before the held one ("the new", with "new" held 7 s) are guesses too.
 */
const MOSTLY_HELD = 0.5;
/** Longest caption line: a long utterance is cut so a subtitle stays readable. */
const MAX_WORDS_PER_SEGMENT = 14;

interface TimedWord {
  word: string;
  start: number;
  end: number;
}

/** `<s>`, `</s>`, `<sil>`, `[NOISE]`, `++BREATH++` are not words; `the(2)` is the second pronunciation of `the`. */
const spokenWord = (token: string) => (/^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(token) ? undefined : token.replace(/\(\d+\)$/, ''));

/** The word lines of pocketsphinx's output as segments: one per utterance, long ones cut. */
export function segmentsOfOutput(output: string): AsrSegment[] {
  const utterances: TimedWord[][] = [];
  let current: TimedWord[] = [];
  let spoken = 0;
  let held = 0;
  const finish = () => {
    if (current.length && held <= MOSTLY_HELD * (spoken + held)) utterances.push(current);
    current = [];
    spoken = held = 0;
  };
  for (const line of output.split('\n')) {
    const match = WORD_LINE.exec(line.trim());
    if (!match) continue;
    const [, token, start, end] = match;
    if (token === '<s>') {
      current = [];
      spoken = held = 0;
    }
    const word = spokenWord(token);
    const length = Number(end) - Number(start);
    if (word && length > LONGEST_WORD_SECONDS) held += length;
    else if (word) {
      spoken += length;
      current.push({ word, start: Number(start), end: Number(end) });
    }
    if (token === '</s>') finish();
  }
  finish();
  return utterances.flatMap((words) => {
    const segments: AsrSegment[] = [];
    for (let i = 0; i < words.length; i += MAX_WORDS_PER_SEGMENT) {
      const part = words.slice(i, i + MAX_WORDS_PER_SEGMENT);
      segments.push({ Start: part[0].start, End: part[part.length - 1].end, Text: part.map((w) => w.word).join(' ') });
    }
    return segments;
  });
}

export const pocketsphinx: Recogniser = {
  engine: 'pocketsphinx',
  language: 'en',
  name: ASR_BUILT_IN_MODEL,
  async transcribe(pcm, { signal, progress }) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'toolhub-asr-'));
    try {
      const file = path.join(dir, 'speech.wav');
      await fs.writeFile(file, writeWav(pcm));
      const total = durationOf(pcm);
      let heard = '';
      const out = await runProgram(
        POCKETSPHINX_PROGRAM,
        ['-infile', file, '-time', 'yes', '-logfn', '/dev/null', '-hmm', path.join(POCKETSPHINX_MODEL_DIR, 'en-us'), '-lm', path.join(POCKETSPHINX_MODEL_DIR, 'en-us.lm.bin'), '-dict', path.join(POCKETSPHINX_MODEL_DIR, 'cmudict-en-us.dict')],
        {
          signal,
          onStdout: (chunk) => {
            heard += chunk.toString('utf8');
            const ends = [...heard.matchAll(/^<\/s> \d+\.\d+ (\d+\.\d+)/gm)];
            const last = ends[ends.length - 1];
            if (last && total > 0) progress(Math.min(1, Number(last[1]) / total));
          },
        },
      );
      return segmentsOfOutput(out.toString('utf8'));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  },
};

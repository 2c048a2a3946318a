/**
 * Where a recording has sound loud enough to be speech, by the energy of 30 ms frames against
 * the recording's own noise floor — cut into spans at pauses, none longer than a recogniser
 * takes well at once (sherpa-onnx's offline models work on whole utterances; Whisper on 30 s).
 * A recording with no span is silence: nothing to recognise, nothing charged.
 */
import { rmsOf, type Pcm } from '../audio/pcm';

export interface Span {
  start: number;
  end: number;
}

const FRAME_SECONDS = 0.03;
/** Quieter than this (about −50 dBFS) is silence, whatever the floor. */
const ABSOLUTE_FLOOR = 0.003;
const MIN_PAUSE = 0.4;
const MAX_SPAN = 25;
const MIN_SPAN = 0.2;

export function speechSpans(pcm: Pcm): Span[] {
  const frame = Math.round(FRAME_SECONDS * pcm.sampleRate);
  const levels: number[] = [];
  for (let at = 0; at + frame <= pcm.samples.length; at += frame) levels.push(rmsOf(pcm.samples, at, at + frame));
  if (levels.length === 0) return [];
  // The noise floor: the level of the quietest tenth of the frames.
  const floor = [...levels].sort((a, b) => a - b)[Math.floor(levels.length * 0.1)];
  const threshold = Math.max(ABSOLUTE_FLOOR, floor * 3);
  const spans: Span[] = [];
  let start = -1;
  let quiet = 0;
  const close = (endFrame: number) => {
    const span = { start: start * FRAME_SECONDS, end: endFrame * FRAME_SECONDS };
    if (span.end - span.start >= MIN_SPAN) spans.push(span);
    start = -1;
  };
  levels.forEach((level, index) => {
    if (level >= threshold) {
      if (start < 0) start = index;
      quiet = 0;
      if ((index - start) * FRAME_SECONDS >= MAX_SPAN) close(index + 1);
    } else if (start >= 0 && ++quiet * FRAME_SECONDS >= MIN_PAUSE) close(index - quiet + 1);
  });
  if (start >= 0) close(levels.length);
  return spans;
}

export const sliceOf = (pcm: Pcm, span: Span): Pcm => ({
  sampleRate: pcm.sampleRate,
  // A little room either side, so a word's first and last sounds are kept.
  samples: pcm.samples.subarray(Math.max(0, Math.floor((span.start - 0.15) * pcm.sampleRate)), Math.min(pcm.samples.length, Math.ceil((span.end + 0.15) * pcm.sampleRate))),
});

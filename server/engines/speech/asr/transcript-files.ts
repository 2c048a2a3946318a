/** The transcript as the visitor downloads it: plain text, one segment a line, and SRT subtitles. */
import type { AsrSegment } from '@toolhub/contracts';

/** SRT's time: `00:01:02,345`. */
export function srtTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
}

export const transcriptText = (segments: AsrSegment[]) => segments.map((segment) => segment.Text).join('\n') + '\n';

export const transcriptSrt = (segments: AsrSegment[]) =>
  segments.map((segment, index) => `${index + 1}\n${srtTime(segment.Start)} --> ${srtTime(segment.End)}\n${segment.Text}\n`).join('\n');

/** `interview.m4a` → `interview`: the transcripts are named after the recording. */
export const baseName = (name: string) => name.replace(/\.[^./\\]{1,5}$/, '') || 'transcript';

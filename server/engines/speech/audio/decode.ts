/**
 * An uploaded recording as 16 kHz mono PCM, what both recognisers take. ffmpeg decodes every
 * taken format (MP3, WAV, M4A/AAC, OGG/Opus, WebM/Opus as MediaRecorder writes it, AMR); it
 * reads from a file, not a pipe, because an M4A keeps its index at the end. Decoding stops
 * just past the longest recording taken, so a long upload costs no more than the limit.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ASR_MAX_SECONDS } from '@toolhub/contracts';
import type { Pcm } from './pcm';
import { runProgram } from './run-program';

export const RECOGNISER_RATE = 16_000;

export async function decodeToPcm(bytes: Uint8Array, signal?: AbortSignal, sampleRate = RECOGNISER_RATE): Promise<Pcm> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'toolhub-audio-'));
  try {
    const file = path.join(dir, 'upload');
    await fs.writeFile(file, bytes);
    const raw = await runProgram(
      'ffmpeg',
      ['-nostdin', '-hide_banner', '-loglevel', 'error', '-i', file, '-t', String(ASR_MAX_SECONDS + 1), '-vn', '-ac', '1', '-ar', String(sampleRate), '-f', 's16le', '-acodec', 'pcm_s16le', 'pipe:1'],
      { signal },
    );
    const samples = new Int16Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength - (raw.byteLength % 2)));
    return { sampleRate, samples };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

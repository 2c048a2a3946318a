/**
 * The read text as the visitor's file: speed and pitch applied, WAV or MP3. ffmpeg does both
 * in one pass — pitch by playing the samples faster (asetrate) and stretching back to length
 * (atempo), speed by atempo alone, so every engine's voice takes the same settings — and
 * encodes MP3 with LAME at 64 kbit/s mono, plenty for speech.
 */
import type { TtsFormat } from '@toolhub/contracts';
import { readWav, writeWav, type Pcm } from '../audio/pcm';
import { runProgram } from '../audio/run-program';

/** atempo takes 0.5–2 per filter in older ffmpeg builds: a larger change is chained. */
function tempoFilters(factor: number): string[] {
  const filters: string[] = [];
  let rest = factor;
  while (rest > 2) {
    filters.push('atempo=2');
    rest /= 2;
  }
  while (rest < 0.5) {
    filters.push('atempo=0.5');
    rest /= 0.5;
  }
  if (Math.abs(rest - 1) > 1e-3) filters.push(`atempo=${rest.toFixed(4)}`);
  return filters;
}

export function audioFilters(sampleRate: number, speed: number, pitchSemitones: number): string[] {
  const pitch = 2 ** (pitchSemitones / 12);
  const shift = pitchSemitones === 0 ? [] : [`asetrate=${Math.round(sampleRate * pitch)}`, `aresample=${sampleRate}`];
  return [...shift, ...tempoFilters(speed / pitch)];
}

export async function finishAudio(pcm: Pcm, options: { format: TtsFormat; speed: number; pitch: number; signal: AbortSignal }): Promise<Buffer> {
  const filters = audioFilters(pcm.sampleRate, options.speed, options.pitch);
  const wav = writeWav(pcm);
  if (filters.length === 0 && options.format === 'wav') return wav;
  const encode = options.format === 'mp3' ? ['-codec:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3'] : ['-codec:a', 'pcm_s16le', '-f', 'wav', '-bitexact'];
  const out = await runProgram(
    'ffmpeg',
    ['-nostdin', '-hide_banner', '-loglevel', 'error', '-f', 'wav', '-i', 'pipe:0', ...(filters.length ? ['-af', filters.join(',')] : []), '-ac', '1', ...encode, 'pipe:1'],
    { stdin: wav, signal: options.signal },
  );
  // ffmpeg writes a WAV to a pipe without its sizes: read it back and write it whole.
  return options.format === 'wav' ? writeWav(readWav(out)) : out;
}

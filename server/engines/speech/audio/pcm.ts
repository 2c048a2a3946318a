/**
 * Mono 16-bit PCM, the one shape the speech engines exchange: the synthesisers write it (as
 * WAV), the recogniser reads it at 16 kHz. WAV is read and written here rather than through a
 * library because only this one plain layout is ever needed.
 */

export interface Pcm {
  sampleRate: number;
  samples: Int16Array;
}

export const durationOf = (pcm: Pcm) => pcm.samples.length / pcm.sampleRate;

/** Reads a RIFF WAV of 16-bit PCM (any channel count; channels beyond the first are dropped). */
export function readWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('not a WAV file');
  let sampleRate = 0;
  let channels = 1;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = tag(at);
    // Programs writing to a pipe cannot seek back to fill in sizes: they leave 0 or 0xffffffff.
    let size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      if (view.getUint16(body, true) !== 1 || view.getUint16(body + 14, true) !== 16) throw new Error('WAV is not 16-bit PCM');
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV data before its format');
      if (size === 0 || body + size > bytes.length) size = bytes.length - body;
      const frames = Math.floor(size / 2 / channels);
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = view.getInt16(body + i * 2 * channels, true);
      return { sampleRate, samples };
    }
    at = body + size + (size % 2);
  }
  throw new Error('WAV has no data');
}

export function writeWav({ sampleRate, samples }: Pcm): Buffer {
  const out = Buffer.alloc(44 + samples.length * 2);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples.length * 2, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples.length * 2, 40);
  for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i], 44 + i * 2);
  return out;
}

/** Linear resampling: enough for speech between 16 and 48 kHz, where the voices already end below 8 kHz. */
export function resample(pcm: Pcm, sampleRate: number): Pcm {
  if (pcm.sampleRate === sampleRate) return pcm;
  const ratio = pcm.sampleRate / sampleRate;
  const length = Math.floor(pcm.samples.length / ratio);
  const samples = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    const at = i * ratio;
    const left = Math.floor(at);
    const right = Math.min(left + 1, pcm.samples.length - 1);
    samples[i] = Math.round(pcm.samples[left] + (pcm.samples[right] - pcm.samples[left]) * (at - left));
  }
  return { sampleRate, samples };
}

export function floatToPcm(samples: Float32Array, sampleRate: number): Pcm {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = Math.round(Math.max(-1, Math.min(1, samples[i])) * 32767);
  return { sampleRate, samples: out };
}

export function concatPcm(parts: Pcm[], sampleRate: number, gapSeconds: number): Pcm {
  const gap = Math.round(gapSeconds * sampleRate);
  const total = parts.reduce((sum, part) => sum + part.samples.length, 0) + gap * Math.max(0, parts.length - 1);
  const samples = new Int16Array(total);
  let at = 0;
  parts.forEach((part, index) => {
    if (index > 0) at += gap;
    samples.set(part.samples, at);
    at += part.samples.length;
  });
  return { sampleRate, samples };
}

/** Root-mean-square level, 0–1 of full scale: how loud a stretch is. */
export function rmsOf(samples: Int16Array, from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i] * samples[i];
  return to > from ? Math.sqrt(sum / (to - from)) / 32768 : 0;
}

/**
 * A recording the hub's store does not take as it is (a name of another type, e.g. `.mp4`,
 * `.oga`) decoded by the browser and written as a 16 kHz mono WAV, what the recogniser hears
 * anyway (so nothing the transcript needs is lost). What the store takes — MP3, WAV, M4A, OGG,
 * Opus, AAC, WebM (MediaRecorder's) and AMR (FILE_KINDS.audio) — goes up untouched, and the
 * server's ffmpeg decodes it.
 */
import { FILE_KINDS } from '@toolhub/contracts';

const RATE = 16_000;
const STORED = new Set<string>(FILE_KINDS.audio);

export const isStoredAsIs = (file: File) => STORED.has(/\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '');

function wavOf(samples: Float32Array): ArrayBuffer {
  const buffer = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(buffer);
  const text = (at: number, value: string) => [...value].forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, sample)) * 32767), true));
  return buffer;
}

/** The file as a WAV of the same name, or undefined when the browser cannot decode it (AMR in most browsers). */
export async function toWav(file: File): Promise<File | undefined> {
  try {
    const decoded = await new AudioContext().decodeAudioData(await file.arrayBuffer());
    const offline = new OfflineAudioContext(1, Math.max(1, Math.ceil(decoded.duration * RATE)), RATE);
    const source = offline.createBufferSource();
    source.buffer = decoded;
    source.connect(offline.destination);
    source.start();
    const rendered = await offline.startRendering();
    return new File([wavOf(rendered.getChannelData(0))], file.name.replace(/\.[^.]+$/, '') + '.wav', { type: 'audio/wav' });
  } catch {
    return undefined;
  }
}

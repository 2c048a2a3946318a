/**
 * Which audio format an upload is, from its first bytes (its name and the browser's type can
 * say anything). Only the formats the contract takes are named; anything else is undefined.
 */
import type { AsrFormat } from '@toolhub/contracts';

const startsWith = (bytes: Uint8Array, text: string, at = 0) => [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

/** An MPEG audio frame header: 11 sync bits, then MPEG version and layer. */
const mpegLayer = (b0: number, b1: number) => (b0 === 0xff && (b1 & 0xe0) === 0xe0 ? (b1 >> 1) & 0x03 : -1);

export function sniffAudio(bytes: Uint8Array): AsrFormat | undefined {
  if (bytes.length < 12) return undefined;
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WAVE', 8)) return 'wav';
  if (startsWith(bytes, 'OggS')) return 'ogg';
  if (startsWith(bytes, '#!AMR')) return 'amr';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  // ISO base media (M4A, MP4 audio, 3GP): a `ftyp` box first.
  if (startsWith(bytes, 'ftyp', 4)) return 'm4a';
  // An ID3 tag is written before MP3 frames (and, rarely, before ADTS AAC: the frames decide).
  let at = 0;
  if (startsWith(bytes, 'ID3') && bytes.length > 10) at = 10 + (((bytes[6] & 0x7f) << 21) | ((bytes[7] & 0x7f) << 14) | ((bytes[8] & 0x7f) << 7) | (bytes[9] & 0x7f));
  if (at + 2 > bytes.length) return startsWith(bytes, 'ID3') ? 'mp3' : undefined;
  const layer = mpegLayer(bytes[at], bytes[at + 1]);
  // Layer bits 00 is ADTS (AAC in MPEG framing); 01–11 are layers III, II, I.
  if (layer === 0) return 'aac';
  if (layer > 0) return 'mp3';
  return undefined;
}

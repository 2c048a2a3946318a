import { describe, expect, it } from 'vitest';
import { concatPcm, readWav, resample, writeWav } from './pcm';
import { sniffAudio } from './sniff';

const bytes = (...parts: (string | number[])[]) => Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)).concat(new Array(16).fill(0)));

describe('audio formats sniffed from their bytes', () => {
  it.each([
    ['wav', bytes('RIFF', [0, 0, 0, 0], 'WAVE')],
    ['ogg', bytes('OggS')],
    ['amr', bytes('#!AMR\n')],
    ['webm', bytes([0x1a, 0x45, 0xdf, 0xa3])],
    ['m4a', bytes([0, 0, 0, 0x20], 'ftypM4A ')],
    ['mp3', bytes('ID3', [4, 0, 0, 0, 0, 0, 0], [0xff, 0xfb])],
    ['mp3', bytes([0xff, 0xfb, 0x90])],
    ['aac', bytes([0xff, 0xf1, 0x50])],
  ])('%s', (format, header) => expect(sniffAudio(header)).toBe(format));

  it('names nothing for a text file or a PNG renamed .mp3', () => {
    expect(sniffAudio(new TextEncoder().encode('hello, this is not audio at all'))).toBeUndefined();
    expect(sniffAudio(bytes([0x89], 'PNG\r\n'))).toBeUndefined();
  });
});

describe('PCM', () => {
  it('writes a WAV that reads back the same, resamples to the asked rate and joins with a gap', () => {
    const pcm = { sampleRate: 8000, samples: Int16Array.from({ length: 800 }, (_, i) => Math.round(Math.sin(i / 5) * 10000)) };
    expect(readWav(writeWav(pcm))).toEqual(pcm);
    expect(resample(pcm, 16000).samples.length).toBe(1600);
    expect(concatPcm([pcm, pcm], 8000, 0.5).samples.length).toBe(800 + 4000 + 800);
  });
});

/**
 * What the store takes an audio file for, from its first bytes: the formats visitors bring
 * (phone recordings, MediaRecorder's WebM, bare AAC, AMR voice memos) besides MP3, WAV, M4A
 * and OGG, and nothing that merely claims to be one of them.
 */
import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-types';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('detectFileType, audio', () => {
  it('knows WebM (EBML), AMR and ADTS AAC by their own signatures', () => {
    expect(detectFileType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), 'webm')).toEqual({ type: 'webm', kind: 'audio', contentType: 'audio/webm' });
    expect(detectFileType(bytes('#!AMR\n', [0x3c, 0x48]), 'amr')).toEqual({ type: 'amr', kind: 'audio', contentType: 'audio/amr' });
    expect(detectFileType(bytes([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]), 'aac')).toEqual({ type: 'aac', kind: 'audio', contentType: 'audio/aac' });
  });

  it('tells ADTS AAC from an MP3 frame, which share the sync bits', () => {
    // MPEG-1 layer III frame header: FF FB.
    expect(detectFileType(bytes([0xff, 0xfb, 0x90, 0x64]))?.type).toBe('mp3');
    expect(detectFileType(bytes([0xff, 0xf9, 0x50, 0x80]))?.type).toBe('aac');
  });

  it('stores Opus in OGG under the name it came with, and names a WebM sent as .mp3 by its bytes', () => {
    expect(detectFileType(bytes('OggS', [0, 2]), 'opus')).toEqual({ type: 'opus', kind: 'audio', contentType: 'audio/ogg' });
    expect(detectFileType(bytes([0x1a, 0x45, 0xdf, 0xa3]), 'mp3')?.type).toBe('webm');
  });

  it('takes no text or script named as audio', () => {
    expect(detectFileType(bytes('<script>alert(1)</script>'), 'webm')).toBeUndefined();
    expect(detectFileType(bytes('#!/bin/sh\nrm -rf /'), 'amr')).toBeUndefined();
  });
});

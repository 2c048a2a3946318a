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

  it('takes text or script named as audio for the text it is, never for audio', () => {
    expect(detectFileType(bytes('<script>alert(1)</script>'), 'webm')?.kind).toBe('text');
    expect(detectFileType(bytes('#!/bin/sh\nrm -rf /'), 'amr')?.kind).toBe('text');
  });
});

describe('detectFileType, text', () => {
  const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

  it('takes text of any encoding by the name it came with, and serves a page as its source', () => {
    expect(detectFileType(utf8('会议纪要\r\n一、预算'), 'txt')).toEqual({ type: 'txt', kind: 'text', contentType: 'text/plain' });
    expect(detectFileType(new Uint8Array(Buffer.from('d1a7c9fa', 'hex')), 'txt')?.type).toBe('txt'); // 学生 in GB18030
    expect(detectFileType(new Uint8Array([0xff, 0xfe, 0x66, 0x5b, 0x1f, 0x75]), 'txt')?.type).toBe('txt'); // 学生 in UTF-16LE
    expect(detectFileType(utf8('<!doctype html><title>x</title>'), 'html')).toEqual({ type: 'html', kind: 'text', contentType: 'text/plain' });
  });

  it('keeps text that starts like a signature as text when it is named so', () => {
    expect(detectFileType(utf8('BMW and Audi sales rose in the third quarter of the year.'), 'txt')?.type).toBe('txt');
    expect(detectFileType(utf8('ID3 tags are described in the appendix.'), 'txt')?.type).toBe('txt');
  });

  it('takes no binary named as text', () => {
    expect(detectFileType(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), 'txt')).toBeUndefined(); // an ELF program
    expect(detectFileType(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a, 0, 0, 0, 13]), 'txt')?.kind).toBe('image');
    expect(detectFileType(new Uint8Array(0), 'txt')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { createMergingLogger, splitIntoChunks } from './logger';

function collect(options: Parameters<typeof createMergingLogger>[0]) {
  const written: string[] = [];
  return { logger: createMergingLogger(options, (chunk) => written.push(chunk)), written };
}

describe('createMergingLogger', () => {
  it('writes one entry per 3 messages by default', () => {
    const { logger, written } = collect({ tag: 'ocr' });
    logger.log('a');
    logger.log('b', 2);
    expect(written).toEqual([]);
    logger.log({ c: 3 });
    expect(written).toEqual(['[ocr] a\nb 2\n{"c":3}']);
  });
  it('honours mergeCount and separator, and flushes the rest on demand', () => {
    const { logger, written } = collect({ mergeCount: 2, separator: ' | ' });
    ['1', '2', '3'].forEach((m) => logger.log(m));
    expect(written).toEqual(['1 | 2']);
    logger.flush();
    expect(written).toEqual(['1 | 2', '3']);
    logger.flush();
    expect(written).toHaveLength(2);
  });
  it('writes every message at once in debug mode', () => {
    const { logger, written } = collect({ isDebug: true });
    logger.log('a');
    logger.log('b');
    expect(written).toEqual(['a', 'b']);
  });
  it('cuts entries to at most 5000 characters including the tag', () => {
    const { logger, written } = collect({ tag: 't', mergeCount: 1 });
    logger.log('x'.repeat(12_000));
    expect(written.every((chunk) => chunk.length <= 5000 && chunk.startsWith('[t] '))).toBe(true);
    expect(written.join('').replaceAll('[t] ', '')).toBe('x'.repeat(12_000));
  });
  it('logs errors and cyclic objects without throwing', () => {
    const { logger, written } = collect({ mergeCount: 1 });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    logger.log(cyclic);
    logger.log(new Error('boom'));
    expect(written[0]).toBe('[object Object]');
    expect(written[1]).toContain('boom');
  });
});

describe('splitIntoChunks', () => {
  it('keeps short texts whole', () => {
    expect(splitIntoChunks('abc', 10)).toEqual(['abc']);
    expect(splitIntoChunks('abcdef', 4, '> ')).toEqual(['> ab', '> cd', '> ef']);
  });
});

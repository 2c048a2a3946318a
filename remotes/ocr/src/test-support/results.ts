/** What the result readers' tests share: the page's language, and how an image result is read. */
import { setLocale } from '@toolhub/sdk';
import type { ReadRecognitionResult } from '@toolhub/ui';
import { beforeEach, expect } from 'vitest';
import type { ImageResult } from '../tools/result-image/result';
import { resultFile } from './shapes';

/** Before each test: the page in Chinese, the language the results are written in first. */
export const inChinese = () => beforeEach(() => setLocale('zh-CN'));

/** A document-image reader takes its engine's image `name` with the figures, and not another tool's image `otherName`. */
export function expectReadsImage<D>(read: ReadRecognitionResult<ImageResult<D>>, data: D, name: string, otherName: string) {
  const file = resultFile(name);
  expect(read(data, [file])).toEqual({ data, file });
  expect(read(data, [resultFile(otherName)])).toBeUndefined();
}

/** A reader of recognised lines (under `key`) keeps them in order, leaves blank ones out, and answers undefined when none is left. */
export function expectReadsLines<L>(read: (data: unknown) => L[] | undefined, key: string, line: (text: string) => L) {
  expect(read({ [key]: [line('你好'), line('  '), line('OCR 2024')] })).toEqual([line('你好'), line('OCR 2024')]);
  expect(read({ [key]: [] })).toBeUndefined();
  expect(read({ [key]: [line(' ')] })).toBeUndefined();
}

import { describe, expect, it } from 'vitest';
import { expectReadsImage, inChinese } from '../../test-support/results';
import { t } from './messages';
import { erasureFacts, readErasure } from './result';

const data = { Width: 1240, Height: 996, PrintedLines: 11, ErasedPercent: 3.07 };

inChinese();

describe('handwriting erasure result', () => {
  it('reads the erased page and its figures', () => expectReadsImage(readErasure, data, 'handwriting-erased.png', 'restored.png'));

  it('says how much was erased and how many printed lines were kept', () => {
    expect(erasureFacts(data, t)).toEqual(['擦除笔迹约占画面 3.1%', '保留印刷文字 11 行']);
    expect(erasureFacts({ ...data, ErasedPercent: 0.04 }, t)[0]).toBe('擦除笔迹约占画面 <0.1%');
    expect(erasureFacts({ ...data, ErasedPercent: 0 }, t)[0]).toBe('未发现手写笔迹');
  });
});

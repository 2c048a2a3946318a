import { describe, expect, it } from 'vitest';
import { isSearchableInput, searchTools } from './search';

const tools = [
  { name: '发票识别', keyword: 'invoice OCR 发票' },
  { name: 'PDF合并', keyword: 'pdf merge' },
  { name: '房贷计算器', keyword: 'mortgage loan' },
];

describe('isSearchableInput', () => {
  it('accepts letters, digits, underscore, #, % and Chinese', () => {
    for (const text of ['pdf', 'PDF2', 'a_b', '#1', '50%', '发票', 'ocr识别']) expect(isSearchableInput(text)).toBe(true);
  });
  it('rejects anything else and the empty input', () => {
    for (const text of ['', ' ', 'pdf merge', 'a-b', 'a.b', '<script>', '发票！', 'ß', '😀']) {
      expect(isSearchableInput(text)).toBe(false);
    }
  });
});

describe('searchTools', () => {
  it('matches the name or the keyword, ignoring case', () => {
    expect(searchTools(tools, 'pdf').map((t) => t.name)).toEqual(['PDF合并']);
    expect(searchTools(tools, 'OCR').map((t) => t.name)).toEqual(['发票识别']);
    expect(searchTools(tools, 'LOAN').map((t) => t.name)).toEqual(['房贷计算器']);
    expect(searchTools(tools, '发票').map((t) => t.name)).toEqual(['发票识别']);
  });
  it('finds nothing for no match or an input that is not processed', () => {
    expect(searchTools(tools, 'zzz')).toEqual([]);
    expect(searchTools(tools, 'pdf merge')).toEqual([]);
  });
});

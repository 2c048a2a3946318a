import { describe, expect, it } from 'vitest';
import { readPrompt } from './lexicon';

const motifsOf = (prompt: string) => [...readPrompt(prompt).motifs].sort();

describe('reading a prompt', () => {
  it('finds the motifs in Chinese, longest words first', () => {
    // 日落 is the sunset, not the sun; 大海 the sea.
    expect(motifsOf('日落时的大海')).toEqual(['sea', 'sunset']);
    expect(motifsOf('山间明月')).toEqual(['moon', 'mountain']);
    expect(motifsOf('城市夜景')).toEqual(['city', 'night']);
  });

  it('finds English words whole, plurals included, in any case', () => {
    expect(motifsOf('Snowy Mountains and pine trees')).toEqual(['mountain', 'snow', 'tree']);
    expect(motifsOf('beaches')).toEqual(['sea']);
    // "moonlight" is listed; "summon" only contains "moon".
    expect(motifsOf('summon the catalogue')).toEqual([]);
  });

  it('keeps the words it does not know, for the colours and the seed', () => {
    expect(readPrompt('a moon over Paris').otherWords).toEqual(['over', 'paris']);
    expect(readPrompt('巴黎的月亮').otherWords).toEqual(['巴', '黎', '的', '亮']);
  });
});

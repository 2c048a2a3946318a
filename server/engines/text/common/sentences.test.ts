/** Paragraphs and sentences as a reader sees them, in Chinese and English. */
import { describe, expect, it } from 'vitest';
import { paragraphsOf, sentencesOfParagraph } from './sentences';

describe('sentences', () => {
  it('ends Chinese sentences at 。！？ and keeps closing quotes with them', () => {
    expect(sentencesOfParagraph('他说：“明天见。”我们走了！你呢？好的')).toEqual(['他说：“明天见。”', '我们走了！', '你呢？', '好的']);
  });

  it('ends English sentences at a stop before a capital, not inside numbers or abbreviations', () => {
    expect(sentencesOfParagraph('Dr. Chen paid 3.5 dollars, e.g. for tea. Then she left! Did he?')).toEqual(['Dr. Chen paid 3.5 dollars, e.g. for tea.', 'Then she left!', 'Did he?']);
  });

  it('joins wrapped lines and keeps paragraphs apart', () => {
    expect(paragraphsOf('The bridge opened\non Monday.\nIt was busy.\n\n第一段没有\n结束')).toEqual(['The bridge opened on Monday.', 'It was busy.', '第一段没有结束']);
  });
});

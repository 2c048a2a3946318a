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

  it('joins wrapped lines, keeps paragraphs apart and a heading on its own', () => {
    expect(paragraphsOf('第二章 假期\n员工每年享有十五天带薪年假，未休完的年假可以\n顺延到次年三月。\n\nThe bridge opened\non Monday.\nIt was busy.')).toEqual([
      '第二章 假期',
      '员工每年享有十五天带薪年假，未休完的年假可以顺延到次年三月。',
      'The bridge opened on Monday.',
      'It was busy.',
    ]);
  });

  it('joins a laid-out line that fills the width even when it happens to end a sentence', () => {
    const laidOut = ['本手册适用于公司全体员工，自发布之日起施行。公司鼓励员工遵守纪律，团结协作。公司鼓励员', '工遵守纪律，团结协作。公司鼓励员工遵守纪律，团结协作。公司鼓励员工遵守纪律，团结协作。', '公司鼓励员工遵守纪律，团结协作。', '第二段从这里开始。'];
    expect(paragraphsOf(laidOut.join('\n'))).toEqual([laidOut.slice(0, 3).join(''), '第二段从这里开始。']);
  });
});

/**
 * The extractive summary: its sentences are the original's, the on-topic ones are chosen over
 * an aside, the length follows the choice, and empty, binary and over-long texts are refused.
 */
import { SUMMARY_MAX_CHARS, TEXT_FAILURES } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { summarise } from './task';
import { summaryCount } from './textrank';

const ZH = `人工智能正在改变各行各业。在医疗领域，人工智能可以帮助医生诊断疾病，提高诊断的准确率。
在交通领域，自动驾驶汽车依靠人工智能感知道路环境。教育领域也在尝试用人工智能为学生提供个性化的学习方案。
然而，人工智能的发展也带来了隐私和就业方面的担忧。专家认为，应当制定合理的法规，让人工智能的发展造福社会。
今天天气很好，我们去公园散步。`;

const EN = `The city council approved a new budget for public transport on Monday. The budget raises spending on buses and trams by twenty percent.
Council members said the transport budget would cut traffic and pollution in the city. Some residents complained that the budget means higher taxes.
The mayor defended the transport budget, calling public transport the city's first priority. My cat likes to sleep in the sun.`;

describe('summary', () => {
  it('picks Chinese sentences from the text, on its topic, and marks them in the original', () => {
    const result = summarise(ZH, 'medium');
    expect(result.Language).toBe('zh');
    expect(result.Engine).toBe('textrank');
    const keys = result.Sentences.filter((sentence) => sentence.Key).map((sentence) => sentence.Text);
    expect(keys).toHaveLength(3);
    for (const sentence of keys) expect(ZH.replace(/\n/g, '')).toContain(sentence);
    expect(keys).not.toContain('今天天气很好，我们去公园散步。');
    expect(result.Summary).toBe(keys.join(''));
    expect(result.Keywords).toContain('人工智能');
  });

  it('picks English sentences, shorter for short and longer for long', () => {
    const short = summarise(EN, 'short');
    const long = summarise(EN, 'long');
    expect(short.Language).toBe('en');
    expect(short.Sentences.filter((sentence) => sentence.Key)).toHaveLength(1);
    expect(long.Sentences.filter((sentence) => sentence.Key).length).toBeGreaterThan(1);
    expect(short.Summary).not.toContain('cat');
    expect(long.Summary).not.toContain('cat');
    expect(EN.replace(/\n/g, ' ')).toContain(short.Summary);
  });

  it('keeps at least the least of each length and never more than the text has', () => {
    expect(summaryCount(2, 'long')).toBe(2);
    expect(summaryCount(100, 'short')).toBe(10);
    expect(summaryCount(100, 'medium')).toBe(20);
  });

  it('refuses empty, binary and over-long text', () => {
    expect(() => summarise('   ', 'short')).toThrow(expect.objectContaining({ detail: TEXT_FAILURES.noText }) as Error);
    expect(() => summarise('好'.repeat(SUMMARY_MAX_CHARS + 1), 'short')).toThrow(expect.objectContaining({ detail: TEXT_FAILURES.tooLong }) as Error);
  });
});

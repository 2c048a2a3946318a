/**
 * Document AI on a real PDF and DOCX: the answer quotes the passage that holds it, with its
 * page and paragraph; a second question reuses the index; a question the document cannot
 * answer is said to be one; and the language-model adapter talks the OpenAI chat API to a
 * service in another process, and says so when that service fails.
 */
import { TEXT_FAILURES } from '@toolhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, pdfFromWord, pdfOfPages } from '../test-support/documents';
import { documentIndex } from './document-index';
import { llmSettingsFromEnv } from './llm-adapter';
import { answerQuestion } from './task';
import { startFakeLlm, type FakeLlmService } from './test-support/fake-llm-process';

const signal = new AbortController().signal;

const HANDBOOK = [
  ['Welcome to the company. This handbook explains how we work together and what you can expect from us.', 'Working hours are from nine to six, with a lunch break of one hour.'],
  ['Annual leave: every employee has fifteen days of paid annual leave per year. Unused days may be carried over until March of the next year.', 'Sick leave needs a doctor\'s note after two days.'],
  ['Expenses are reimbursed within ten working days when the receipts are uploaded to the finance portal.', 'Travel must be booked through the travel desk.'],
];

let handbookPdf: Buffer;
beforeAll(async () => {
  handbookPdf = await pdfOfPages(HANDBOOK);
});

describe('document AI, extractive', () => {
  it('quotes the passage that answers, with its page and paragraph', async () => {
    const index = await documentIndex(handbookPdf, 'handbook.pdf', signal);
    const result = await answerQuestion(index, 'How many days of annual leave do employees get?', undefined, signal);
    expect(result.Engine).toBe('bm25');
    expect(result.Answer).toContain('fifteen days of paid annual leave');
    expect(result.Quotes[0]).toMatchObject({ Page: 2, Paragraph: 1 });
    expect(result.Quotes[0]!.Text).toContain('fifteen days of paid annual leave');
    expect(result.Pages).toBe(3);
  });

  it('indexes a document once: the second question finds the same index', async () => {
    const first = await documentIndex(handbookPdf, 'handbook.pdf', signal);
    const second = await documentIndex(Buffer.from(handbookPdf), 'handbook.pdf', signal);
    expect(second).toBe(first);
    const result = await answerQuestion(second, 'When are expenses reimbursed?', undefined, signal);
    expect(result.Quotes[0]).toMatchObject({ Page: 3, Paragraph: 1 });
  });

  it('answers Chinese questions on a Chinese Word document by paragraph', async () => {
    const document = docx([['公司简介', '本公司成立于二〇一〇年，总部位于杭州。', '员工每年享有十五天带薪年假，未休完的年假可以顺延到次年三月。', '报销需要在十个工作日内提交发票。']]);
    const index = await documentIndex(document, '手册.docx', signal);
    const result = await answerQuestion(index, '每年有多少天年假？', undefined, signal);
    expect(result.Quotes[0]).toMatchObject({ Paragraph: 3 });
    expect(result.Answer).toContain('十五天带薪年假');
    expect(result.Quotes[0]).not.toHaveProperty('Page');
  });

  it('answers on a Chinese PDF laid out by LibreOffice: wrapped lines joined, the heading kept with its passage', async () => {
    const leave = '员工每年享有十五天带薪年假，未休完的年假可以顺延到次年三月，但顺延的天数不得超过五天，并且需要提前两周向直属经理提出书面申请。';
    const pdf = await pdfFromWord(docx([['公司员工手册', '本手册适用于公司全体员工，自发布之日起施行。'], ['第二章 假期', leave, '病假需要提供医院证明。'], ['第三章 报销', '差旅费用应在出差结束后十个工作日内提交报销，并附上发票原件。']]));
    const index = await documentIndex(pdf, '手册.pdf', signal);
    const result = await answerQuestion(index, '年假有几天？', undefined, signal);
    expect(result.Quotes[0]).toMatchObject({ Page: 2, Text: `第二章 假期 ${leave}` });
    const expenses = await answerQuestion(index, '报销要在多少天内提交？', undefined, signal);
    expect(expenses.Answer).toContain('十个工作日内提交报销');
    expect(expenses.Quotes[0]).toMatchObject({ Page: 3 });
  }, 60_000);

  it('says so when nothing in the document answers', async () => {
    const index = await documentIndex(handbookPdf, 'handbook.pdf', signal);
    await expect(answerQuestion(index, 'quantum chromodynamics', undefined, signal)).rejects.toMatchObject({ detail: TEXT_FAILURES.noAnswer });
  });
});

describe('document AI with a language model service', () => {
  let llm: FakeLlmService;
  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(() => llm.stop());

  it('is off unless TOOLHUB_DOC_AI_LLM_URL names a service', () => {
    expect(llmSettingsFromEnv({})).toBeUndefined();
    expect(llmSettingsFromEnv({ TOOLHUB_DOC_AI_LLM_URL: 'http://10.0.0.5:8000/v1/', TOOLHUB_DOC_AI_LLM_MODEL: 'qwen2.5-7b' })).toEqual({ baseUrl: 'http://10.0.0.5:8000/v1', model: 'qwen2.5-7b' });
  });

  it('sends the question with the retrieved passages and answers what the model says, quotes kept', async () => {
    const settings = llmSettingsFromEnv({ TOOLHUB_DOC_AI_LLM_URL: `${llm.origin}/ok/v1`, TOOLHUB_DOC_AI_LLM_MODEL: 'local-model', TOOLHUB_DOC_AI_LLM_KEY: 'k-123' })!;
    const index = await documentIndex(handbookPdf, 'handbook.pdf', signal);
    const result = await answerQuestion(index, 'How many days of annual leave do employees get?', settings, signal);
    expect(result.Engine).toBe('llm');
    expect(result.Answer).toContain('fifteen days of paid annual leave');
    expect(result.Quotes[0]).toMatchObject({ Page: 2 });
    const [request] = (await llm.received()).slice(-1);
    expect(request!.authorization).toBe('Bearer k-123');
    expect(request!.body.model).toBe('local-model');
    expect(request!.body.messages.at(-1)!.content).toContain('Question: How many days of annual leave do employees get?');
  });

  it('says the model is unavailable when the service fails or answers nothing', async () => {
    const index = await documentIndex(handbookPdf, 'handbook.pdf', signal);
    for (const mode of ['broken', 'empty']) {
      const settings = llmSettingsFromEnv({ TOOLHUB_DOC_AI_LLM_URL: `${llm.origin}/${mode}/v1` })!;
      await expect(answerQuestion(index, 'annual leave', settings, signal), mode).rejects.toMatchObject({ detail: TEXT_FAILURES.llmDown });
    }
  });
});

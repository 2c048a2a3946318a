/**
 * The text family through the real task engine, as its screens call it, and through the spec's
 * thin routes (`/cgi-bin/tools/doc_ai`, `/api/parseFile`, `/api/parseWebPage`) as a plain API
 * caller does: a document uploaded to the hub's storage, the engine in a worker thread, the
 * result read back. A refusal takes no use. Needs remotes/text built (its catalog lists the tools).
 */
import { TEXT_SCENES, TEXT_TYPES, docAiResultSchema, parseFileResultSchema, summaryResultSchema, taskViewResponseSchema, type TaskView } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { postCall } from '../../src/equity/test-support/calls';
import { createCall, created, leftUses, untilEnded, uploadAsPage } from '../../src/tasks/test-support/calls';
import { engineTestAppForFile, type TaskTestApp } from '../../src/tasks/test-support/harness';
import { loginAs, sessionHeaders } from '../../src/test-support';
import { docx, pdfOfPages } from './test-support/documents';

let t: TaskTestApp;
engineTestAppForFile((hub) => (t = hub));

const ARTICLE = `人工智能正在改变各行各业。在医疗领域，人工智能可以帮助医生诊断疾病，提高诊断的准确率。
在交通领域，自动驾驶汽车依靠人工智能感知道路环境。然而，人工智能的发展也带来了隐私和就业方面的担忧。
今天天气很好，我们去公园散步。`;
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const viewOf = (body: string): TaskView => taskViewResponseSchema.parse(JSON.parse(body)).data;

describe('text tasks', () => {
  it('summarises pasted text: every key sentence is one of the original, and the use is taken', async () => {
    const h = await sessionHeaders(t.app);
    const before = await leftUses(t, h, TEXT_SCENES.Summary);
    const task = await created(t, h, { type: TEXT_TYPES.Summary, toolId: TEXT_TYPES.Summary, scene: TEXT_SCENES.Summary, data: { text: ARTICLE, length: 'medium' } });
    const answer = await untilEnded(t, h, task.common_rsp.task_id);
    expect(answer.common_rsp.state, JSON.stringify(answer.rsp_header)).toBe('done');
    const result = summaryResultSchema.parse(JSON.parse(answer.business_data.data));
    const keys = result.Sentences.filter((sentence) => sentence.Key);
    expect(keys.length).toBe(3);
    for (const sentence of keys) expect(ARTICLE.replace(/\n/g, '')).toContain(sentence.Text);
    expect(result.Summary).not.toContain('公园');
    expect(await leftUses(t, h, TEXT_SCENES.Summary)).toBe(before - 1);
  }, 60_000);

  it('refuses binary pasted as text, for no use', async () => {
    const h = await sessionHeaders(t.app);
    const before = await leftUses(t, h, TEXT_SCENES.Summary);
    const binary = String.fromCharCode(...Array.from({ length: 300 }, (_, i) => (i * 7) % 32));
    const task = await created(t, h, { type: TEXT_TYPES.Summary, toolId: TEXT_TYPES.Summary, scene: TEXT_SCENES.Summary, data: { text: binary, length: 'short' } });
    const answer = await untilEnded(t, h, task.common_rsp.task_id);
    expect(answer.common_rsp.state).toBe('failed');
    expect(answer.rsp_header.reason).toBe('err is not readable text');
    expect(await leftUses(t, h, TEXT_SCENES.Summary)).toBe(before);
  }, 60_000);

  it('parses an uploaded Word file into its paragraphs, with the text to download', async () => {
    const h = await sessionHeaders(t.app);
    const key = await uploadAsPage(t, h, docx([['季度报告', '本季度销售额增长了百分之十二。']]), { fileType: 'docx', contentType: DOCX_MIME, name: '报告.docx' });
    const task = await created(t, h, { type: TEXT_TYPES.ParseFile, toolId: TEXT_TYPES.ParseFile, scene: TEXT_SCENES.ParseFile, data: { file: key, name: '报告.docx' } });
    const answer = await untilEnded(t, h, task.common_rsp.task_id);
    expect(answer.common_rsp.state, JSON.stringify(answer.rsp_header)).toBe('done');
    expect(parseFileResultSchema.parse(JSON.parse(answer.business_data.data)).Blocks?.map((block) => block.Text)).toEqual(['季度报告', '本季度销售额增长了百分之十二。']);
    const [file] = answer.business_data.files;
    expect(file!.name).toBe('报告.txt');
    const { pathname, search } = new URL(file!.url);
    const res = await t.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(res.body).toContain('本季度销售额增长了百分之十二。');
  }, 60_000);

  it('asks a logged-in visitor\'s PDF a question and quotes the passage on its page; an anonymous one is asked to log in', async () => {
    const anonymous = await sessionHeaders(t.app);
    const refused = await createCall(t, anonymous, { type: TEXT_TYPES.DocAi, toolId: TEXT_TYPES.DocAi, scene: TEXT_SCENES.DocAi, data: { file: 'uploads/x/a.pdf', name: 'a.pdf', question: 'leave?' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe('1101,请登录后使用');

    const user = await loginAs(t);
    const pdf = await pdfOfPages([['Welcome to the team. Working hours are from nine to six.'], ['Annual leave: every employee has fifteen days of paid annual leave per year.']]);
    const key = await uploadAsPage(t, user, pdf, { fileType: 'pdf', contentType: 'application/pdf', name: 'handbook.pdf' });
    const task = await created(t, user, { type: TEXT_TYPES.DocAi, toolId: TEXT_TYPES.DocAi, scene: TEXT_SCENES.DocAi, data: { file: key, name: 'handbook.pdf', question: 'How many days of annual leave?' } });
    const answer = await untilEnded(t, user, task.common_rsp.task_id);
    expect(answer.common_rsp.state, JSON.stringify(answer.rsp_header)).toBe('done');
    const result = docAiResultSchema.parse(JSON.parse(answer.business_data.data));
    expect(result.Answer).toContain('fifteen days of paid annual leave');
    expect(result.Quotes[0]).toMatchObject({ Page: 2, Paragraph: 1 });
  }, 60_000);
});

describe('the spec\'s thin routes', () => {
  it('/api/parseFile parses a stored PDF and answers when told to wait', async () => {
    const h = await sessionHeaders(t.app);
    const key = await uploadAsPage(t, h, await pdfOfPages([['Opening hours are nine to five.']]), { fileType: 'pdf', contentType: 'application/pdf', name: 'hours.pdf' });
    const res = await postCall(t, h, '/api/parseFile', { file: key, name: 'hours.pdf', is_async: false });
    expect(res.statusCode, res.body).toBe(200);
    const view = viewOf(res.body);
    expect(view.state).toBe('done');
    expect(parseFileResultSchema.parse(JSON.parse(view.result!)).Pages![0]).toContain('Opening hours are nine to five.');
  }, 60_000);

  it('/api/parseWebPage refuses a loopback address spelled as a number, as "url not allowed"', async () => {
    const h = await sessionHeaders(t.app);
    const res = await postCall(t, h, '/api/parseWebPage', { url: 'http://2130706433/', is_async: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(viewOf(res.body)).toMatchObject({ state: 'failed', error_code: 1300, reason: 'err is url not allowed' });
  }, 60_000);

  it('/api/parseWxPage takes WeChat articles only, whatever the caller says of it', async () => {
    const h = await sessionHeaders(t.app);
    const res = await postCall(t, h, '/api/parseWxPage', { url: 'https://example.com/post', wxOnly: false, is_async: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(viewOf(res.body)).toMatchObject({ state: 'failed', error_code: 1300, reason: 'err is not a WeChat article' });
  }, 60_000);

  it('/cgi-bin/tools/doc_ai asks an anonymous caller to log in', async () => {
    const h = await sessionHeaders(t.app);
    const res = await postCall(t, h, '/cgi-bin/tools/doc_ai', { file: 'uploads/x/a.pdf', name: 'a.pdf', question: 'leave?' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('1101,请登录后使用');
  });
});

/**
 * The server decides which tool a task runs and what it costs, from its own catalog, whatever
 * the client claims (issue 15, B2 and B3): a made-up scene is refused with code 1 on every
 * task and quota call, and a charged tool cannot be run anonymously by naming another scene
 * or tool id, or by calling it through another request type.
 */
import { CONVERT_TYPES, REQ_TYPES, TOOL_IDS } from '@toolhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall } from '../equity/test-support/calls';
import { loginAs, sessionHeaders } from '../test-support';
import { createCall, created, leftUses } from './test-support/calls';
import { recognitionInput } from './test-support/engine-context';
import { CHARGED_TOOL, startTaskTestApp, type TaskTestApp } from './test-support/harness';
import { TEST_TASK_TYPES, TEST_TOOL } from './test-support/handlers';

const NOT_OPEN = /^1,功能暂未开放，敬请期待/;
const LOGIN_REQUIRED = '1101,请登录后使用';

let t: TaskTestApp;
beforeAll(async () => {
  t = await startTaskTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;

const writtenFor = async (h: Headers) => ({
  tasks: await t.db.selectFrom('tool_task').select('task_id').where('guid', '=', h.guid).execute(),
  ledger: await t.db.selectFrom('consume_ledger').select('scene').where('subject', '=', `g:${h.guid}`).execute(),
  usage: await t.db.selectFrom('quota_usage').select('scene').where('subject', '=', `g:${h.guid}`).execute(),
});

describe('a scene no tool declares (B2)', () => {
  it('is refused with 400 and code 1 by every quota call, and a visitor inventing scenes gets no free use', async () => {
    const h = await sessionHeaders(t.app);
    for (let i = 0; i < 5; i++) {
      const scene = `made_up_${i}`;
      for (const res of [
        await postCall(t, h, '/api/consumeCount', { scene }),
        await getCall(t, h, `/api/getEquityConsumeCount?scene=${scene}`),
        await getCall(t, h, `/api/pdfconvert/queryConsumeCount?scene=${scene}`),
        await getCall(t, h, `/api/getEquitySceneText?scene=${scene}`),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.body).toMatch(NOT_OPEN);
      }
    }
    expect(await writtenFor(h)).toEqual({ tasks: [], ledger: [], usage: [] });
    // The scenes of the catalog still answer.
    expect(await leftUses(t, h, 'basic_ocr')).toBe(1);
  });

  it('is refused with 400 and code 1 on a task, before anything is written or run', async () => {
    const h = await sessionHeaders(t.app);
    const made = await createCall(t, h, { type: TEST_TASK_TYPES.echo, scene: 'made_up', isAsync: false });
    expect(made.statusCode).toBe(400);
    expect(made.body).toMatch(NOT_OPEN);
    const recognition = await createCall(t, h, {
      type: REQ_TYPES.CloudProxyOCR,
      toolId: TOOL_IDS.CloudProxy,
      scene: 'made_up',
      data: recognitionInput(REQ_TYPES.BasicOcr, 'uploads/x/1.png'),
    });
    expect(recognition.statusCode).toBe(400);
    expect(recognition.body).toMatch(NOT_OPEN);
    const plain = await postCall(t, h, '/api/pdfconvert/createPdfTask', { type: REQ_TYPES.PdfSplit, tool_id: TOOL_IDS.PdfSplit, scene: 'made_up', data: '{}', is_async: false });
    expect(plain.statusCode).toBe(400);
    expect(plain.body).toMatch(NOT_OPEN);
    expect(await writtenFor(h)).toEqual({ tasks: [], ledger: [], usage: [] });
  });

  it('is refused when it is a real scene of another type: the scene only picks among the tools of the request type', async () => {
    const h = await sessionHeaders(t.app);
    const res = await createCall(t, h, { type: REQ_TYPES.PdfSplit, toolId: TOOL_IDS.PdfSplit, scene: 'basic_ocr', data: {} });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(NOT_OPEN);
    expect(res.body).toContain('scene basic_ocr is not a tool of request type 19');
  });
});

describe('the tool the request type names decides login and charging (B3)', () => {
  it('an anonymous invoice recognition is refused whatever scene or tool id it claims', async () => {
    const anonymous = await sessionHeaders(t.app);
    const invoice = (scene: string, toolId: number, type: number = REQ_TYPES.CloudProxyOCR) =>
      createCall(t, anonymous, { type, toolId, scene, data: recognitionInput(REQ_TYPES.InvoiceRecognize, 'uploads/x/1.png'), isAsync: false });
    // The charged tool's own scene, no scene at all, or the free basic tool's id: all need a login.
    for (const res of [await invoice('invoice_ocr', TOOL_IDS.CloudProxy), await invoice('', TOOL_IDS.BasicOcr), await invoice('', 9100)]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.body).toBe(LOGIN_REQUIRED);
    }
    // A free tool's scene does not make the invoice recognition free: it is not that tool's type.
    const dressedUp = await invoice('basic_ocr', TOOL_IDS.BasicOcr);
    expect(dressedUp.statusCode).toBe(400);
    expect(dressedUp.body).toMatch(NOT_OPEN);
    // Nor does asking for it through the basic tool's request type.
    const throughBasic = await invoice('', TOOL_IDS.BasicOcr, REQ_TYPES.BasicOcr);
    expect(throughBasic.body).toBe(LOGIN_REQUIRED);
    expect(await writtenFor(anonymous)).toEqual({ tasks: [], ledger: [], usage: [] });
  });

  it('anonymous conversions and compression (charged tools) need a login on the plain PDF calls too', async () => {
    const anonymous = await sessionHeaders(t.app);
    for (const type of [CONVERT_TYPES.ImagesToPdf, CONVERT_TYPES.OfficeToPdf, REQ_TYPES.PdfCompress]) {
      for (const claim of [{ scene: '', tool_id: 9100 }, { scene: '', tool_id: TOOL_IDS.PdfSplit }]) {
        const res = await postCall(t, anonymous, '/api/pdfconvert/createPdfTask', { type, ...claim, data: JSON.stringify({ files: [] }), is_async: false });
        expect(res.statusCode, `${type} ${res.body}`).toBe(403);
        expect(res.body).toBe(LOGIN_REQUIRED);
      }
    }
    expect(await writtenFor(anonymous)).toEqual({ tasks: [], ledger: [], usage: [] });
  });

  it('charges the scene of the tool that ran, not the one the client named', async () => {
    const user = await loginAs(t);
    const before = { charged: await leftUses(t, user, CHARGED_TOOL.scene), test: await leftUses(t, user, TEST_TOOL.scene) };
    const answer = await created(t, user, { type: TEST_TASK_TYPES.echo, scene: CHARGED_TOOL.scene, toolId: TEST_TOOL.toolid, isAsync: false });
    expect(answer.common_rsp.state).toBe('done');
    const task = await t.db.selectFrom('tool_task').select(['scene', 'tool_id']).where('task_id', '=', answer.common_rsp.task_id).executeTakeFirstOrThrow();
    expect(task).toEqual({ scene: CHARGED_TOOL.scene, tool_id: CHARGED_TOOL.toolid });
    expect(await leftUses(t, user, CHARGED_TOOL.scene)).toBe(before.charged - 1);
    expect(await leftUses(t, user, TEST_TOOL.scene)).toBe(before.test);
  });
});

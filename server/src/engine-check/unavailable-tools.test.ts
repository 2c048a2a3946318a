/**
 * A hub whose machine lacks qpdf and the Chinese fonts (a made-up machine; the real check is
 * in hub-engines.test.ts and e2e/tests/missing-engine.spec.ts): what visitors, callers and ops see.
 */
import { CONVERT_TYPES, ERROR_CODES, REQ_TYPES, SCENE_RECOGNITIONS, TOOL_IDS, enginesResponseSchema, parseErrorBody } from '@toolhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall } from '../equity/test-support/calls';
import { leftUses } from '../tasks/test-support/calls';
import { recognitionInput } from '../tasks/test-support/engine-context';
import { createTestApp, sessionHeaders, snapshotOf, TEST_ADMIN_TOKEN, type TestApp } from '../test-support';
import { EngineAvailability } from './availability';
import { HUB_ENGINES } from './hub-engines';
import { fakeMachine } from './test-support/machine';

const PDF_TOOLS = ['pdf-merge', 'pdf-split', 'pdf-compress', 'pdf-encrypt', 'pdf-decrypt', 'office-to-pdf', 'image-to-pdf', 'pdf-to-word', 'pdf-to-image', 'pdf-to-text'];
// The speech family's programs are there too: only the PDF and font engines lack something.
const installed = ['pdfinfo', 'pdftoppm', 'pdftotext', 'soffice', 'fc-list', 'espeak-ng', 'text2wave', 'ffmpeg', 'pocketsphinx_continuous'];

let t: TestApp;
beforeAll(async () => {
  // Every model file is there; qpdf and every font are not.
  const engines = new EngineAvailability(HUB_ENGINES, () => ({ ...fakeMachine({ programs: installed, fonts: ['Lato'] }).machine, hasFile: () => true }));
  t = await createTestApp({ engines });
});
afterAll(() => t.close());

const taskRows = async () => (await t.db.selectFrom('tool_task').select('task_id').execute()).length;

describe('a hub whose machine lacks qpdf and the Chinese fonts', () => {
  it("the page's catalog marks the ten PDF tools and the advertisement-font tool unavailable, with what is missing", async () => {
    const h = await sessionHeaders(t.app);
    const page = await t.app.inject({ method: 'GET', url: '/pdf-merge.html', headers: h });
    expect(page.statusCode).toBe(200);
    const { tools } = snapshotOf(page.body);
    const unavailable = tools.filter((tool) => tool.unavailable).map((tool) => tool.path);
    expect(unavailable.sort()).toEqual([...PDF_TOOLS, 'ad-font'].sort());
    expect(tools.find((tool) => tool.path === 'pdf-merge')?.unavailable).toEqual({
      reason: 'its engine pdf is missing program qpdf (apt-get install -y qpdf)',
      missing: ['qpdf'],
    });
    expect(tools.find((tool) => tool.path === 'ad-font')?.unavailable?.missing).toContain('Noto Sans CJK SC');
    // Recognitions with their models, and the finance tools (no server engine), still work.
    for (const path of ['basic-ocr', 'table-ocr', 'image-recognize', 'word-restore', 'lpr']) expect(tools.find((tool) => tool.path === path)?.unavailable, path).toBeUndefined();
  });

  it('a task of a PDF tool is refused with 503 "not open" naming qpdf: nothing is written or charged', async () => {
    const h = await sessionHeaders(t.app);
    const before = { left: await leftUses(t, h, 'pdf_to_text'), tasks: await taskRows() };
    const plain = await postCall(t, h, '/api/pdfconvert/createPdfTask', { type: CONVERT_TYPES.PdfToText, tool_id: 63, scene: 'pdf_to_text', data: JSON.stringify({ files: [{ file: 'x.pdf', name: 'a.pdf' }] }), is_async: false });
    expect(plain.statusCode).toBe(503);
    expect(parseErrorBody(plain.body)).toEqual({ code: ERROR_CODES.NOT_OPEN, message: '功能暂未开放，敬请期待：not available on this server: its engine convert/pdf-to-text is missing program qpdf (apt-get install -y qpdf)' });
    const proxy = await postCall(t, h, '/toolproxy/v1/create', {
      business_data: { data: JSON.stringify({ files: [] }), type: REQ_TYPES.PdfMerge },
      req_header: { auth_info: {}, bussiness_info: { appid: 'tool', scene: 'pdf_merge' }, gpt_info: {}, tool_id: TOOL_IDS.PdfMerge, user_info: { guid: h.guid, qimei36: '', qua2: '' } },
      is_async: false,
      auth_type: 0,
    });
    expect(proxy.statusCode).toBe(503);
    expect(proxy.body).toMatch(/^1,.*qpdf/);
    expect({ left: await leftUses(t, h, 'pdf_to_text'), tasks: await taskRows() }).toEqual(before);
  });

  it('the recognition call is refused for the advertisement fonts only, by its scene and sub_req_type', async () => {
    const h = await sessionHeaders(t.app);
    const recognition = (scene: string, subReqType: number) =>
      postCall(t, h, '/toolproxy/v1/create', {
        business_data: { data: JSON.stringify(recognitionInput(subReqType, 'not-uploaded.png')), type: REQ_TYPES.CloudProxyOCR },
        req_header: { auth_info: {}, bussiness_info: { appid: 'tool', scene }, gpt_info: {}, tool_id: TOOL_IDS.CloudProxy, user_info: { guid: h.guid, qimei36: '', qua2: '' } },
        is_async: true,
        auth_type: 0,
      });
    const { advertisementFont } = SCENE_RECOGNITIONS;
    const fonts = await recognition(advertisementFont.scene, advertisementFont.subReqType);
    expect(fonts.statusCode).toBe(503);
    expect(fonts.body).toContain('font Noto Sans CJK SC (apt-get install -y fonts-noto-cjk)');
    // Same sub_req_type, the table tool's scene: its engine is ready, so it gets as far as the file it names.
    const table = await recognition('table_ocr', REQ_TYPES.TableRecognize);
    expect(table.statusCode, table.body).toBe(404);
  });

  it('no upload credential is issued for an unavailable tool; other tools still get one', async () => {
    const h = await sessionHeaders(t.app);
    const refused = await postCall(t, h, '/api/getcoscredential', { fileType: 'pdf', toolid: TOOL_IDS.PdfMerge });
    expect(refused.statusCode).toBe(503);
    expect(parseErrorBody(refused.body)?.code).toBe(ERROR_CODES.NOT_OPEN);
    expect(refused.body).toContain('qpdf');
    expect((await postCall(t, h, '/api/getcoscredential', { fileType: 'png', toolid: TOOL_IDS.BasicOcr })).statusCode).toBe(200);
  });

  it('/healthz lists every engine and its state from the start-up check', async () => {
    const health = (await t.app.inject({ method: 'GET', url: '/healthz' })).json() as { status: string; engines: { engine: string; state: string; missing: { name: string }[]; tools: { path: string }[] }[] };
    expect(health.status).toBe('ok');
    const pdf = health.engines.find((engine) => engine.engine === 'pdf');
    expect(pdf).toMatchObject({ state: 'missing', missing: [{ name: 'qpdf' }] });
    expect(pdf?.tools.map((tool) => tool.path).sort()).toEqual(['pdf-compress', 'pdf-decrypt', 'pdf-encrypt', 'pdf-merge', 'pdf-split']);
    expect(health.engines.find((engine) => engine.engine === 'ocr')?.state).toBe('ready');
  });

  it('ops read the same list through the admin API, with the admin token only', async () => {
    expect((await getCall(t, {}, '/admin/api/engines')).statusCode).toBe(401);
    const res = await getCall(t, { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, '/admin/api/engines?recheck=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { engines } = enginesResponseSchema.parse(res.json()).data;
    expect(engines.filter((engine) => engine.state === 'missing').map((engine) => engine.engine)).toEqual([
      'pdf',
      'convert/office-to-pdf',
      'convert/images-to-pdf',
      'convert/pdf-to-images',
      'convert/pdf-to-text',
      'convert/pdf-to-word',
      'font-match',
    ]);
  });
});

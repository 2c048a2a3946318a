/**
 * Card recognition through the real task engine, as the card screens call it: the photo
 * uploaded to the hub's storage, the cloud-proxy OCR call (55) with the card's sub_req_type
 * (CARD_TYPES), the side in item.extend. The server's catalog decides what it costs: the
 * cards are charged like the invoice, each to its own scene; a sub_req_type no tool has, or a
 * card's type asked under another tool's scene, is refused before anything is written or run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CARD_TYPES, REQ_TYPES, TOOL_IDS, toolTaskResponseSchema, type CardSide } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { loginAs, sessionHeaders } from '../../../src/test-support';
import { createCall, leftUses, untilEnded, uploadAsPage } from '../../../src/tasks/test-support/calls';
import { recognitionInput } from '../../../src/tasks/test-support/engine-context';
import { engineTestAppForFile, type TaskTestApp } from '../../../src/tasks/test-support/harness';

const NOT_OPEN = /^1,功能暂未开放，敬请期待/;
const card = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../accuracy/cards', name));

let t: TaskTestApp;
engineTestAppForFile((hub) => (t = hub));

type Headers = Record<string, string>;

/** The screens' call for a card: its type, its tool's scene, the side when it has sides. */
function cardCall(h: Headers, key: string, { type, scene, side }: { type: number; scene: string; side?: CardSide }) {
  const data = recognitionInput(type, key);
  if (side) Object.assign(data.req_data.item, { extend: { cardSide: side } });
  return createCall(t, h, { type: REQ_TYPES.CloudProxyOCR, toolId: TOOL_IDS.CloudProxy, scene, data, isAsync: false });
}

async function ended(h: Headers, res: Awaited<ReturnType<typeof cardCall>>) {
  expect(res.statusCode, res.body).toBe(200);
  return untilEnded(t, h, toolTaskResponseSchema.parse(res.json()).common_rsp.task_id);
}

const taskRows = async (h: Headers) => t.db.selectFrom('tool_task').select('task_id').where('guid', '=', h.guid).execute();

describe('card recognition as a task', () => {
  it('reads an ID card front for a logged-in visitor, taking one use of its own scene and none of the invoice', async () => {
    const user = await loginAs(t);
    const key = await uploadAsPage(t, user, card('id-front-1.jpg'), { fileType: 'jpg', contentType: 'image/jpeg', name: 'id.jpg' });
    const before = { card: await leftUses(t, user, 'idcard_ocr'), invoice: await leftUses(t, user, 'invoice_ocr') };
    const answer = await ended(user, await cardCall(user, key, { type: CARD_TYPES.IdCard, scene: 'idcard_ocr', side: 'FRONT' }));
    expect(answer.common_rsp.state, JSON.stringify(answer.rsp_header)).toBe('done');
    expect(JSON.parse(answer.business_data.data)).toContainEqual({ Name: '公民身份号码', Value: '11010519900307013X' });
    expect(await leftUses(t, user, 'idcard_ocr')).toBe(before.card - 1);
    expect(await leftUses(t, user, 'invoice_ocr')).toBe(before.invoice);
  }, 90_000);

  it("answers 'no card recognised' for the back sent as the front, and takes no use", async () => {
    const user = await loginAs(t);
    const key = await uploadAsPage(t, user, card('id-back-1.jpg'), { fileType: 'jpg', contentType: 'image/jpeg', name: 'id.jpg' });
    const before = await leftUses(t, user, 'idcard_ocr');
    const answer = await ended(user, await cardCall(user, key, { type: CARD_TYPES.IdCard, scene: 'idcard_ocr', side: 'FRONT' }));
    expect(answer.common_rsp.state).toBe('failed');
    expect(answer.rsp_header.reason).toContain('no card recognised');
    expect(await leftUses(t, user, 'idcard_ocr')).toBe(before);
  }, 90_000);

  it('asks an anonymous visitor to log in, whatever scene the card type is sent with that is its own', async () => {
    const anonymous = await sessionHeaders(t.app);
    for (const [type, scene] of [[CARD_TYPES.IdCard, 'idcard_ocr'], [CARD_TYPES.BankCard, 'bankcard_ocr'], [CARD_TYPES.BusinessLicence, ''], [CARD_TYPES.BankCard, '']] as const) {
      const res = await cardCall(anonymous, 'uploads/x/1.jpg', { type, scene });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.body).toBe('1101,请登录后使用');
    }
    expect(await taskRows(anonymous)).toEqual([]);
  });

  it("refuses a sub_req_type no tool has, and a card's type under another tool's scene (a free one's, or another card's)", async () => {
    const user = await loginAs(t);
    const invented = await cardCall(user, 'uploads/x/1.jpg', { type: 299, scene: 'idcard_ocr' });
    expect(invented.statusCode).toBe(400);
    expect(invented.body).toMatch(NOT_OPEN);
    expect(invented.body).toContain('no tool of request type 299');
    for (const scene of ['basic_ocr', 'invoice_ocr', 'bankcard_ocr']) {
      const res = await cardCall(user, 'uploads/x/1.jpg', { type: CARD_TYPES.IdCard, scene });
      expect(res.statusCode, scene).toBe(400);
      expect(res.body).toMatch(NOT_OPEN);
      expect(res.body).toContain(`scene ${scene} is not a tool of request type ${CARD_TYPES.IdCard}`);
    }
    expect(await taskRows(user)).toEqual([]);
  });
});

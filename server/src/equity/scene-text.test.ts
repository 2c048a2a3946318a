import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EQUITY_TEXT, EQUITY_TEXT_IDS, TIP_TEXT_BY_KEY, sceneTextResponseSchema } from '@toolhub/contracts';
import { createTestApp, loginAs, sessionHeaders, type TestApp } from '../test-support';
import { getCall } from './test-support/calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function sceneText(headers: Record<string, string>, query: string) {
  const res = await getCall(t, headers, `/api/getEquitySceneText?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = sceneTextResponseSchema.parse(res.json());
  expect(body.ret).toBe(0);
  return body.data;
}

const contentOf = (data: { copywritingMap: Record<string, { content: string }> }, id: number) => data.copywritingMap[String(id)].content;

describe('GET /api/getEquitySceneText', () => {
  it('fills every text id with zh-CN copy, templates where the contract says so', async () => {
    const h = await sessionHeaders(t.app);
    const data = await sceneText(h, 'scene=basic_ocr');
    expect(Object.keys(data.copywritingMap).map(Number).sort((a, b) => a - b)).toEqual([...EQUITY_TEXT_IDS]);
    for (const id of EQUITY_TEXT_IDS) expect(contentOf(data, id), String(id)).toMatch(/[\u4e00-\u9fff]|VIP/);
    // Every tip state of the tip bar has its text.
    for (const id of Object.values(TIP_TEXT_BY_KEY)) expect(contentOf(data, id)).not.toBe('');
    expect(contentOf(data, EQUITY_TEXT.tipNoLogin)).toContain('#');
    expect(contentOf(data, EQUITY_TEXT.tipNoEquity)).toMatch(/#.*#元/);
    expect(contentOf(data, EQUITY_TEXT.tipPaid)).toContain('#');
    expect(contentOf(data, EQUITY_TEXT.expiry)).toContain('#');
    expect(contentOf(data, EQUITY_TEXT.autoRenewPrice)).toContain('#元');
  });

  it("gives the visitor's daily free count as sceneNumber: anonymous 1, logged in 3, or the scene's own row", async () => {
    const anonymous = await sessionHeaders(t.app);
    const user = await loginAs(t);
    expect((await sceneText(anonymous, 'scene=basic_ocr')).extInfo).toEqual({ sceneNumber: 1 });
    expect((await sceneText(user, 'scene=basic_ocr')).extInfo).toEqual({ sceneNumber: 3 });
    await t.db.insertInto('scene_quota').values({ scene: 'word_restore', anonymous_free: 0, logged_in_free: 10 }).execute();
    expect((await sceneText(anonymous, 'scene=word_restore')).extInfo).toEqual({ sceneNumber: 0 });
    expect((await sceneText(user, 'scene=word_restore')).extInfo).toEqual({ sceneNumber: 10 });
  });

  it('answers English copy for ?lang=en, and a scene may word a text its own way', async () => {
    const h = await sessionHeaders(t.app);
    const zh = await sceneText(h, 'scene=basic_ocr');
    const en = await sceneText(h, 'scene=basic_ocr&lang=en');
    for (const id of EQUITY_TEXT_IDS) {
      // '#元' is the price placeholder in every language; the browser replaces it whole.
      expect(contentOf(en, id).replaceAll('#元', '#'), String(id)).not.toMatch(/[\u4e00-\u9fff]/);
      expect(contentOf(en, id).split('#').length, String(id)).toBe(contentOf(zh, id).split('#').length);
    }
    const pdf = await sceneText(h, 'scene=pdf_compress');
    expect(contentOf(pdf, EQUITY_TEXT.usedUp)).toContain('PDF');
    expect(contentOf(pdf, EQUITY_TEXT.tipNoLogin)).toBe(contentOf(zh, EQUITY_TEXT.tipNoLogin));
  });

  it('answers a missing or malformed scene, or an unknown language, with 400 "1300,…"', async () => {
    const h = await sessionHeaders(t.app);
    for (const query of ['', 'scene=', 'scene=a%20b', 'scene=basic_ocr&lang=fr']) {
      const res = await getCall(t, h, `/api/getEquitySceneText?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toMatch(/^1300,/);
    }
  });
});

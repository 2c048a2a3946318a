import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolRecordResponseSchema } from '@toolhub/contracts';
import { createTestApp, loginAs, sessionHeaders, type TestApp } from '../test-support';
import { getCall, postCall } from '../equity/test-support/calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;

const rate = (h: Headers, toolid: number, score: number) => postCall(t, h, '/api/addToolScore', { toolid, score });

async function recordOf(h: Headers, toolid: number) {
  const res = await getCall(t, h, `/api/getToolRecord?toolid=${toolid}`);
  expect(res.statusCode).toBe(200);
  return toolRecordResponseSchema.parse(res.json()).data;
}

describe('POST /api/addToolScore', () => {
  it('asks an anonymous visitor to log in (403 "1101,…") and records nothing', async () => {
    const h = await sessionHeaders(t.app);
    const res = await rate(h, 103, 5);
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatch(/^1101,/);
    expect(await recordOf(h, 103)).toEqual({ toolid: 103, score: 0, score_pv: 0 });
  });

  it('records one rating per user and averages them', async () => {
    for (const [score, h] of [[5, await loginAs(t)], [4, await loginAs(t)]] as const) {
      const res = await rate(h, 104, score);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ret: 0, data: { toolid: 104, score } });
    }
    const anonymous = await sessionHeaders(t.app);
    expect(await recordOf(anonymous, 104)).toEqual({ toolid: 104, score: 4.5, score_pv: 2 });
  });

  it('refuses a second vote of the same user with 409 "1300,…：already rated", from another session too', async () => {
    const firstSession = await loginAs(t, { openid: 'openid-rates-twice' });
    const secondSession = await loginAs(t, { openid: 'openid-rates-twice' });
    expect(secondSession.qbid).toBe(firstSession.qbid);
    expect((await rate(firstSession, 105, 2)).statusCode).toBe(200);
    for (const h of [firstSession, secondSession]) {
      const again = await rate(h, 105, 5);
      expect(again.statusCode).toBe(409);
      expect(again.body).toMatch(/^1300,.*：already rated$/);
    }
    expect(await recordOf(secondSession, 105)).toEqual({ toolid: 105, score: 2, score_pv: 1, my_score: 2 });
    // The same user may still rate another tool.
    expect((await rate(secondSession, 106, 4)).statusCode).toBe(200);
  });

  it('counts one of many votes a user sends at the same moment', async () => {
    const user = await loginAs(t);
    const answers = await Promise.all([1, 2, 3, 4, 5, 5, 4, 3].map((score) => rate(user, 107, score)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(7);
    const record = await recordOf(user, 107);
    expect(record.score_pv).toBe(1);
    expect(record.score).toBe(record.my_score);
  });

  it('changes nothing on a GET', async () => {
    const user = await loginAs(t);
    const res = await getCall(t, user, '/api/addToolScore?toolid=108&score=5');
    expect(res.statusCode).toBe(404);
    expect(await recordOf(user, 108)).toEqual({ toolid: 108, score: 0, score_pv: 0 });
  });
});

describe('GET /api/getToolRecord', () => {
  it("adds my_score for a logged-in user who rated, and only for them", async () => {
    const rater = await loginAs(t);
    const other = await loginAs(t);
    const anonymous = await sessionHeaders(t.app);
    expect(await recordOf(rater, 109)).toEqual({ toolid: 109, score: 0, score_pv: 0 });
    await rate(rater, 109, 3);
    expect(await recordOf(rater, 109)).toEqual({ toolid: 109, score: 3, score_pv: 1, my_score: 3 });
    expect(await recordOf(other, 109)).toEqual({ toolid: 109, score: 3, score_pv: 1 });
    expect(await recordOf(anonymous, 109)).toEqual({ toolid: 109, score: 3, score_pv: 1 });
  });
});

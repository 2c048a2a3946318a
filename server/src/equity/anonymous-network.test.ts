/**
 * Dropping the device cookie no longer mints free uses (issue 15, W2): the anonymous free
 * uses of a tool are bounded per client network and day as well as per device. Visitors of a
 * network whose anonymous uses are gone are asked to log in; accounts and other networks are
 * not affected, and a use refused this way leaves nothing written.
 */
import { consumeCountResponseSchema } from '@toolhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, sessionHeaders, type TestApp } from '../test-support';
import { networkOf } from '../http/client-network';

const PER_NETWORK = 3;
const SCENE = 'basic_ocr';
const OFFICE = '203.0.113.';
const ELSEWHERE = '198.51.100.20';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ configure: (config) => ({ ...config, anonymousFreePerNetwork: PER_NETWORK }) });
});
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;

/** A call from a client address, as a page there would make it. */
const from = (remoteAddress: string) => ({
  consume: (h: Headers) =>
    t.app.inject({ method: 'POST', url: '/api/consumeCount', remoteAddress, headers: { ...h, 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify({ scene: SCENE }) }),
  left: async (h: Headers) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/getEquityConsumeCount?scene=${SCENE}`, remoteAddress, headers: h });
    return consumeCountResponseSchema.parse(res.json()).data;
  },
});

describe('anonymous free uses per client network', () => {
  it('a script dropping its cookie gets the network bound, then is asked to log in; nothing more is written', async () => {
    const office = from(`${OFFICE}7`);
    const answers: number[] = [];
    const devices: Headers[] = [];
    // Each "new" device: a fresh guid cookie, as a script that drops it on every request gets.
    for (let i = 0; i < PER_NETWORK + 3; i++) {
      const device = await sessionHeaders(t.app);
      devices.push(device);
      answers.push((await office.consume(device)).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 403, 403, 403]);
    const refused = await office.consume(await sessionHeaders(t.app));
    expect(refused.body).toBe('1101,请登录后使用');
    // The tip of a fresh device on that network reads 0 left, and what a login gives.
    expect(await office.left(await sessionHeaders(t.app))).toEqual({ leftTime: 0, isPaid: false, loginFreePerDay: 3 });
    const network = networkOf(`${OFFICE}7`);
    const usage = await t.db.selectFrom('quota_usage').select(['subject', 'used']).where('scene', '=', SCENE).where('subject', 'in', [`n:${network}`, ...devices.map((d) => `g:${d.guid}`)]).execute();
    expect(usage.find((row) => row.subject === `n:${network}`)?.used).toBe(PER_NETWORK);
    expect(usage.filter((row) => row.subject.startsWith('g:'))).toHaveLength(PER_NETWORK);
  });

  it('another address of the same /24 shares the bound; another network and logged-in visitors do not', async () => {
    const neighbour = from(`${OFFICE}200`);
    expect((await neighbour.consume(await sessionHeaders(t.app))).statusCode).toBe(403);
    expect((await from(ELSEWHERE).consume(await sessionHeaders(t.app))).statusCode).toBe(200);
    // A shared office NAT: everyone who logs in keeps their own free uses.
    const colleague = await loginAs(t);
    expect((await neighbour.consume(colleague)).statusCode).toBe(200);
    expect(await neighbour.left(colleague)).toEqual({ leftTime: 2, isPaid: false });
  });
});

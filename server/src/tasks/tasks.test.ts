/**
 * The task engine as a page sees it: create, query, the plain convert/PDF calls, charging and
 * who may read what. With REDIS_URL the tasks run in a BullMQ worker process started by the
 * harness; without it, in the server's own worker threads.
 */
import crypto from 'node:crypto';
import {
  ENQUITY_TYPE,
  TASK_STATUS,
  reasonDetail,
  taskViewResponseSchema,
  toolTokenResponseSchema,
  type BackendLoginParam,
} from '@toolhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall } from '../equity/test-support/calls';
import { grantEquity } from '../equity/membership';
import { loginAs, sessionHeaders } from '../test-support';
import { CHARGED_TOOL, startTaskTestApp, usesRedisQueue, type TaskTestApp } from './test-support/harness';
import { TEST_TASK_TYPES, TEST_TOOL } from './test-support/handlers';
import { createCall, created, leftUses, queried, queryCall, untilEnded } from './test-support/calls';

const LOG_IN_FOR_MORE = '1101,请登录后使用';

let t: TaskTestApp;
beforeAll(async () => {
  t = await startTaskTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Headers = Record<string, string>;

/** The login parameter a page builds from /api/getLoginInfo (spec §3 "Backend login parameter"). */
async function loginAuthInfoOf(h: Headers): Promise<BackendLoginParam> {
  const res = await getCall(t, h, '/api/getLoginInfo');
  const info = (res.json() as { data: { qbid: string; token: string; account_id: string; appid: string; account_type: number; token_type: number } }).data;
  return {
    account: { accountId: info.account_id, accountType: info.account_type, appid: info.appid },
    userQbid: info.qbid,
    token: { token: info.token, tokenType: info.token_type },
    userInfo: { guid: h.guid, qimei36: '', qua2: '' },
  };
}

const ledgerRowsOf = (taskId: string) =>
  t.db.selectFrom('consume_ledger').select('source').where('request_key', '=', `task:${taskId}`).execute();

describe(`tasks (${usesRedisQueue ? 'BullMQ worker process' : 'worker threads in the server'})`, () => {
  it('an async create answers the task id at once; the query answers the result when done', async () => {
    const h = await sessionHeaders(t.app);
    const scene = TEST_TOOL.scene;
    const first = await created(t, h, { type: TEST_TASK_TYPES.echo, data: { text: '你好' }, scene });
    expect(first.common_rsp.task_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.common_rsp.task_status).toBe(TASK_STATUS.pending);
    expect(first.business_data.data).toBe('');

    const done = await untilEnded(t, h, first.common_rsp.task_id);
    expect(done.common_rsp).toMatchObject({ task_id: first.common_rsp.task_id, task_status: TASK_STATUS.done, state: 'done', progress: 100 });
    expect(JSON.parse(done.business_data.data)).toEqual({ echo: { text: '你好' } });
    expect(done.business_data.Type).toBe(0);
    expect(done.rsp_header).toEqual({ ret_code: 0, reason: '' });

    // Where it ran: a worker process of the queue with Redis, this server process without.
    const row = await t.db.selectFrom('tool_task').select('worker').where('task_id', '=', first.common_rsp.task_id).executeTakeFirstOrThrow();
    const runnerPid = Number(row.worker?.split(':')[1]);
    if (usesRedisQueue) expect(runnerPid).not.toBe(process.pid);
    else expect(runnerPid).toBe(process.pid);
  });

  it('a create with is_async false answers the result itself', async () => {
    const h = await sessionHeaders(t.app);
    const answer = await created(t, h, { type: TEST_TASK_TYPES.noop, isAsync: false });
    expect(answer.common_rsp.state).toBe('done');
    expect(answer.common_rsp.task_status).toBe(TASK_STATUS.done);
    expect(JSON.parse(answer.business_data.data)).toEqual({});
  });

  it('a sync create that outlasts the wait answers pending with the task id, and the task still ends', async () => {
    const impatient = await t.anotherServer({ syncWaitMs: 100 });
    const h = await sessionHeaders(impatient);
    const res = await createCall({ app: impatient }, h, { type: TEST_TASK_TYPES.slow, data: { ms: 1500 }, scene: TEST_TOOL.scene, isAsync: false });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { common_rsp: { task_id: string; task_status: number; state: string } };
    expect(answer.common_rsp.task_status).toBe(TASK_STATUS.pending);
    expect(['created', 'running']).toContain(answer.common_rsp.state);
    // The page polls, here through the other server on the same database.
    expect((await untilEnded(t, h, answer.common_rsp.task_id)).common_rsp.state).toBe('done');
  });

  it('a handler reports progress that the query shows while the task runs', async () => {
    const h = await sessionHeaders(t.app);
    const { common_rsp } = await created(t, h, { type: TEST_TASK_TYPES.slow, data: { ms: 2000 }, scene: TEST_TOOL.scene });
    const progressWhileRunning: number[] = [];
    const done = await untilEnded(t, h, common_rsp.task_id, (answer) => {
      if (answer.common_rsp.state === 'running') progressWhileRunning.push(answer.common_rsp.progress);
    });
    expect(done.common_rsp.progress).toBe(100);
    expect(progressWhileRunning.some((percent) => percent > 0 && percent < 100)).toBe(true);
    // Never backwards.
    expect([...progressWhileRunning].sort((a, b) => a - b)).toEqual(progressWhileRunning);
  });

  it('a task past its timeout fails with a reason, and consumes nothing', async () => {
    const h = await sessionHeaders(t.app);
    const scene = TEST_TOOL.scene;
    const { common_rsp } = await created(t, h, { type: TEST_TASK_TYPES.slowTimedOut, data: { ms: 10_000 }, scene });
    const failed = await untilEnded(t, h, common_rsp.task_id);
    expect(failed.common_rsp).toMatchObject({ state: 'failed', task_status: TASK_STATUS.failed });
    expect(failed.rsp_header.ret_code).toBe(1000);
    expect(reasonDetail(failed.rsp_header.reason)).toMatch(/^timeout after 0\.3s$/);
    expect(failed.business_data).toMatchObject({ Type: 1000, data: '' });
    expect(await leftUses(t, h, scene)).toBe(1);
    expect(await ledgerRowsOf(common_rsp.task_id)).toHaveLength(0);
  });

  it('a query that asks to wait is held until its task ends, and answers the end: no asking again and again (issue 21)', async () => {
    const h = await sessionHeaders(t.app);
    const scene = TEST_TOOL.scene;
    // A task of 400 ms: a query that did not wait would find it still going.
    const task = await created(t, h, { type: TEST_TASK_TYPES.slow, data: { ms: 400 }, scene });
    const held = await queried(t, h, task.common_rsp.task_id, { wait_ms: 1000 });
    expect(held.common_rsp).toMatchObject({ task_status: TASK_STATUS.done, state: 'done', progress: 100 });

    // A task longer than the wait (on another device: the test tool's free use is spent): the
    // query answers its progress when the wait is over.
    const other = await sessionHeaders(t.app);
    const long = await created(t, other, { type: TEST_TASK_TYPES.slow, data: { ms: 5000 }, scene });
    const meanwhile = await queried(t, other, long.common_rsp.task_id, { wait_ms: 1000 });
    expect(meanwhile.common_rsp.task_status).toBe(TASK_STATUS.pending);
    expect(meanwhile.common_rsp.progress).toBeGreaterThan(0);

    // No one waits longer than the server allows, nor on someone else's task.
    expect((await queryCall(t, other, long.common_rsp.task_id, { wait_ms: 60_000 })).statusCode).toBe(400);
    const stranger = await sessionHeaders(t.app);
    expect((await queryCall(t, stranger, long.common_rsp.task_id, { wait_ms: 1000 })).statusCode).toBe(404);
  });

  it('an unknown request type is a 400 naming it', async () => {
    const h = await sessionHeaders(t.app);
    const res = await createCall(t, h, { type: 424242 });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('1300,服务异常，请稍后再试：unknown request type 424242');
  });

  it('a bad input is refused before anything is written', async () => {
    const h = await sessionHeaders(t.app);
    const notJson = await postCall(t, h, '/toolproxy/v1/create', { ...bodyWithData('{oops'), auth_type: 0 });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.body).toContain('business_data.data is not JSON');
    const noScene = await createCall(t, h, { type: TEST_TASK_TYPES.echo, scene: '' });
    expect(noScene.statusCode).toBe(400);
    expect(noScene.body).toContain('scene is required');
    expect(await t.db.selectFrom('tool_task').select('task_id').where('guid', '=', h.guid).execute()).toEqual([]);
  });

  describe('charging', () => {
    it('a use is consumed only when a task succeeds: failures consume nothing, and with nothing left a create is refused', async () => {
      const h = await sessionHeaders(t.app);
      const scene = TEST_TOOL.scene;
      expect(await leftUses(t, h, scene)).toBe(1); // an anonymous device's free use of the day

      const fails = await created(t, h, { type: TEST_TASK_TYPES.fails, scene, isAsync: false });
      expect(fails.common_rsp.state).toBe('failed');
      expect(fails.business_data.Type).toBe(1201);
      expect(fails.rsp_header).toEqual({ ret_code: 1201, reason: 'err is test image is blank' });
      const crashes = await created(t, h, { type: TEST_TASK_TYPES.crashes, scene, isAsync: false });
      expect(crashes.rsp_header).toEqual({ ret_code: 1000, reason: 'err is engine error' });
      expect(await leftUses(t, h, scene)).toBe(1);

      const echo = await created(t, h, { type: TEST_TASK_TYPES.echo, scene, isAsync: false });
      expect(echo.common_rsp.state).toBe('done');
      expect(await leftUses(t, h, scene)).toBe(0);
      expect(await ledgerRowsOf(echo.common_rsp.task_id)).toEqual([{ source: 'free' }]);

      // An anonymous device is asked to log in: an account has free uses of its own.
      const refused = await createCall(t, h, { type: TEST_TASK_TYPES.echo, scene, isAsync: false });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toBe(LOG_IN_FOR_MORE);
      // A task that is not metered still runs.
      expect((await created(t, h, { type: TEST_TASK_TYPES.noop, scene, isAsync: false })).common_rsp.state).toBe('done');
    });

    it('a member consumes nothing', async () => {
      const user = await loginAs(t);
      await grantEquity(t.db, { qbid: user.qbid, enquityType: ENQUITY_TYPE.BASE, days: 31, autoRenew: false, now: Date.now() });
      const scene = TEST_TOOL.scene;
      for (let i = 0; i < 4; i++) {
        expect((await created(t, user, { type: TEST_TASK_TYPES.echo, scene, isAsync: false })).common_rsp.state).toBe('done');
      }
      expect(await leftUses(t, user, scene)).toBe(3);
      const charged = await t.db.selectFrom('consume_ledger').select('request_key').where('subject', '=', `u:${user.qbid}`).execute();
      expect(charged).toEqual([]);
    });

    it('retried creates with one Idempotency-Key are one task, run once and charged once', async () => {
      const user = await loginAs(t);
      const scene = TEST_TOOL.scene;
      const key = { 'idempotency-key': crypto.randomUUID() };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => created(t, user, { type: TEST_TASK_TYPES.echo, data: { n: 1 }, scene, isAsync: false }, key)),
      );
      const taskIds = new Set(answers.map((answer) => answer.common_rsp.task_id));
      expect(taskIds.size).toBe(1);
      for (const answer of answers) expect(answer.common_rsp.state).toBe('done');
      // Later, once done: the same answer again, nothing new.
      const later = await created(t, user, { type: TEST_TASK_TYPES.echo, data: { n: 1 }, scene }, key);
      expect(later.common_rsp).toMatchObject({ task_id: [...taskIds][0], state: 'done' });

      expect(await leftUses(t, user, scene)).toBe(2);
      const tasks = await t.db.selectFrom('tool_task').select(['attempts']).where('owner', '=', `u:${user.qbid}`).execute();
      expect(tasks).toEqual([{ attempts: 1 }]);
      expect(await ledgerRowsOf([...taskIds][0])).toHaveLength(1);

      const otherTask = await createCall(t, user, { type: TEST_TASK_TYPES.echo, data: { n: 2 }, scene }, key);
      expect(otherTask.statusCode).toBe(409);
      expect(otherTask.body).toContain('Idempotency-Key was used for another task');
    });

    it('when the last use goes while a task runs, the task fails with code 2 and withholds its result', async () => {
      const h = await loginAs(t);
      const scene = TEST_TOOL.scene;
      const { common_rsp } = await created(t, h, { type: TEST_TASK_TYPES.slow, data: { ms: 600 }, scene });
      for (let i = 0; i < 3; i++) expect((await postCall(t, h, '/api/consumeCount', { scene })).statusCode).toBe(200);
      const failed = await untilEnded(t, h, common_rsp.task_id);
      expect(failed.common_rsp.state).toBe('failed');
      expect(failed.business_data).toEqual({ Type: 2, data: '', files: [] });
      expect(failed.rsp_header).toEqual({ ret_code: 2, reason: 'err is 今日次数已用完，请明天再来' });
      expect(await ledgerRowsOf(common_rsp.task_id)).toHaveLength(0);
    });
  });

  describe('charged on delivery (a visitor pays only for a result they receive)', () => {
    const stateOf = async (taskId: string) => (await t.db.selectFrom('tool_task').select(['state', 'charge_source']).where('task_id', '=', taskId).executeTakeFirstOrThrow());

    it('a result nobody has read yet costs nothing; the first read charges once and later reads nothing', async () => {
      const user = await loginAs(t);
      const scene = TEST_TOOL.scene;
      const { common_rsp } = await created(t, user, { type: TEST_TASK_TYPES.echo, data: { n: 1 }, scene });
      for (let i = 0; i < 500 && (await stateOf(common_rsp.task_id)).state !== 'done'; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      // Done on the server, never seen by the visitor: the engine's success took nothing.
      expect(await stateOf(common_rsp.task_id)).toEqual({ state: 'done', charge_source: null });
      expect(await leftUses(t, user, scene)).toBe(3);
      expect(await ledgerRowsOf(common_rsp.task_id)).toEqual([]);

      const read = await queried(t, user, common_rsp.task_id);
      expect(JSON.parse(read.business_data.data)).toEqual({ echo: { n: 1 } });
      expect(await leftUses(t, user, scene)).toBe(2);
      for (let i = 0; i < 3; i++) expect((await queried(t, user, common_rsp.task_id)).common_rsp.state).toBe('done');
      expect(await Promise.all(Array.from({ length: 5 }, () => queried(t, user, common_rsp.task_id)))).toHaveLength(5);
      expect(await leftUses(t, user, scene)).toBe(2);
      expect(await ledgerRowsOf(common_rsp.task_id)).toEqual([{ source: 'free' }]);
      expect(await stateOf(common_rsp.task_id)).toEqual({ state: 'done', charge_source: 'free' });
    });

    it('a result whose owner ran out of uses before reading it is withheld with the used-up failure', async () => {
      const user = await loginAs(t);
      const scene = TEST_TOOL.scene;
      const { common_rsp } = await created(t, user, { type: TEST_TASK_TYPES.echo, scene });
      for (let i = 0; i < 500 && (await stateOf(common_rsp.task_id)).state !== 'done'; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      for (let i = 0; i < 3; i++) expect((await postCall(t, user, '/api/consumeCount', { scene })).statusCode).toBe(200);
      const withheld = await queried(t, user, common_rsp.task_id);
      expect(withheld.common_rsp.state).toBe('failed');
      expect(withheld.business_data).toEqual({ Type: 2, data: '', files: [] });
      expect(await ledgerRowsOf(common_rsp.task_id)).toEqual([]);
    });
  });

  describe('login and ownership', () => {
    it('a scene whose tool needs charging needs a login, by cookie or by login_auth_info', async () => {
      const anonymous = await sessionHeaders(t.app);
      const task = { type: TEST_TASK_TYPES.echo, scene: CHARGED_TOOL.scene, isAsync: false };
      const refused = await createCall(t, anonymous, task);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toBe('1101,请登录后使用');
      // The scene only picks among the tools of the request type: one that names none is refused (code 1).
      const elsewhere = await createCall(t, anonymous, { ...task, scene: 'elsewhere', toolId: CHARGED_TOOL.toolid });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.body).toMatch(/^1,/);

      const user = await loginAs(t);
      expect((await created(t, user, task)).common_rsp.state).toBe('done');
      const loginAuthInfo = await loginAuthInfoOf(user);
      // login_auth_info speaks for the user from their own device, without the session cookie…
      const sameDeviceNoCookie = { ...user, cookie: `guid=${user.guid}` };
      const byToken = await created(t, sameDeviceNoCookie, { ...task, loginAuthInfo });
      expect(byToken.common_rsp.state).toBe('done');
      expect(await leftUses(t, user, CHARGED_TOOL.scene)).toBe(1);
      // …but not from another device: a leaked login token is no login elsewhere (issue 15, W7).
      const fromAnotherDevice = await createCall(t, anonymous, { ...task, loginAuthInfo });
      expect(fromAnotherDevice.statusCode).toBe(403);
      expect(fromAnotherDevice.body).toBe('1101,请登录后使用');

      const forged = { ...loginAuthInfo, token: { ...loginAuthInfo.token, token: `${loginAuthInfo.token.token}x` } };
      expect((await createCall(t, sameDeviceNoCookie, { ...task, loginAuthInfo: forged })).body).toBe('1101,请登录后使用');
      const otherQbid = { ...loginAuthInfo, userQbid: 'someone-else' };
      expect((await createCall(t, sameDeviceNoCookie, { ...task, loginAuthInfo: otherQbid })).body).toBe('1101,请登录后使用');
    });

    it('only the owner can query a task', async () => {
      const owner = await sessionHeaders(t.app);
      const stranger = await sessionHeaders(t.app);
      const { common_rsp } = await created(t, owner, { type: TEST_TASK_TYPES.noop, isAsync: false });
      expect((await queried(t, owner, common_rsp.task_id)).common_rsp.state).toBe('done');
      const refused = await queryCall(t, stranger, common_rsp.task_id);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toContain('no such task');
      expect((await getCall(t, stranger, `/cgi-bin/convert/querytask?task_id=${common_rsp.task_id}`)).statusCode).toBe(404);

      // A user's task: not even the same device reads it once logged out.
      const user = await loginAs(t);
      const theirs = await created(t, user, { type: TEST_TASK_TYPES.noop, isAsync: false });
      const sameDeviceLoggedOut = { ...user, cookie: `guid=${user.guid}` };
      expect((await queryCall(t, sameDeviceLoggedOut, theirs.common_rsp.task_id)).statusCode).toBe(404);
      // With its login_auth_info, in the task request entity as spec §7 sends it.
      const loginAuthInfo = await loginAuthInfoOf(user);
      const asEntity = {
        business_data: { data: JSON.stringify({ task_id: theirs.common_rsp.task_id }), type: TEST_TASK_TYPES.noop },
        req_header: { auth_info: { login_auth_info: loginAuthInfo } },
        auth_type: 1,
      };
      const read = await postCall(t, sameDeviceLoggedOut, '/toolproxy/v1/query', asEntity);
      expect(read.statusCode, read.body).toBe(200);
      expect((read.json() as { common_rsp: { state: string } }).common_rsp.state).toBe('done');
    });

    it('auth_type 3: a tool token is bound to its tool and device', async () => {
      const h = await sessionHeaders(t.app);
      const tokenRes = await postCall(t, h, '/toolproxy/v1/token', { req_header: { tool_id: 52 } });
      expect(tokenRes.statusCode, tokenRes.body).toBe(200);
      const { data, rsp_header } = toolTokenResponseSchema.parse(tokenRes.json());
      expect(rsp_header.ret_code).toBe(0);
      expect(data.expires_at * 1000).toBeGreaterThan(Date.now());

      const task = { type: TEST_TASK_TYPES.noop, toolId: 52, isAsync: false, toolToken: data.token };
      expect((await created(t, h, task)).common_rsp.state).toBe('done');
      const otherTool = await createCall(t, h, { ...task, toolId: 53 });
      expect(otherTool.statusCode).toBe(401);
      expect(otherTool.body).toContain('invalid tool token');
      const otherDevice = await sessionHeaders(t.app);
      expect((await createCall(t, otherDevice, task)).statusCode).toBe(401);
    });
  });

  describe('what a dead or stopping runner leaves behind', () => {
    it.skipIf(usesRedisQueue)('a server that stops hands its running and queued tasks back, and another one runs them', async () => {
      const leaving = await t.anotherServer({ concurrency: 1, drainMs: 100 });
      const user = await loginAs(t);
      const scene = TEST_TOOL.scene;
      const slow = (await created({ app: leaving }, user, { type: TEST_TASK_TYPES.slow, data: { ms: 1500 }, scene })).common_rsp.task_id;
      const queued = (await created({ app: leaving }, user, { type: TEST_TASK_TYPES.echo, scene })).common_rsp.task_id;
      for (let state = ''; state !== 'running'; ) {
        state = (await queried(t, user, slow)).common_rsp.state;
        expect(state).not.toBe('done');
      }
      await leaving.close();
      for (const taskId of [slow, queued]) {
        expect((await untilEnded(t, user, taskId)).common_rsp.state).toBe('done');
        expect(await ledgerRowsOf(taskId)).toHaveLength(1);
      }
      expect(await leftUses(t, user, scene)).toBe(1);
    });
  });

  describe('the convert and PDF calls', () => {
    it('create and query a task with the page session and answer {ret, data: TaskView}', async () => {
      const h = await sessionHeaders(t.app);
      const scene = TEST_TOOL.scene;
      const body = { type: TEST_TASK_TYPES.echo, tool_id: 16, scene, data: JSON.stringify({ pages: [1, 2] }) };
      const createdRes = await postCall(t, h, '/cgi-bin/convert/createtask', body);
      expect(createdRes.statusCode, createdRes.body).toBe(200);
      const { data: view } = taskViewResponseSchema.parse(createdRes.json());
      expect(['created', 'running', 'done']).toContain(view.state);

      let done = view;
      for (let i = 0; i < 300 && done.state !== 'done'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const res = await getCall(t, h, `/cgi-bin/convert/querytask?task_id=${view.task_id}`);
        done = taskViewResponseSchema.parse(res.json()).data;
      }
      expect(done).toEqual({ task_id: view.task_id, state: 'done', progress: 100, result: JSON.stringify({ echo: { pages: [1, 2] } }), files: [] });

      // The device's free use went to the echo: a failing task on another device.
      const other = await sessionHeaders(t.app);
      const pdf = await postCall(t, other, '/api/pdfconvert/createPdfTask', { ...body, type: TEST_TASK_TYPES.fails, is_async: false });
      const failed = taskViewResponseSchema.parse(pdf.json());
      expect(failed).toEqual({ ret: 0, data: { task_id: failed.data.task_id, state: 'failed', progress: 0, files: [], error_code: 1201, reason: 'err is test image is blank' } });
      const again = await postCall(t, other, '/api/pdfconvert/queryPdfTask', { task_id: failed.data.task_id });
      expect(taskViewResponseSchema.parse(again.json()).data).toEqual(failed.data);
    });
  });
});

function bodyWithData(data: string) {
  return {
    business_data: { data, type: TEST_TASK_TYPES.echo },
    req_header: {
      auth_info: {},
      bussiness_info: { appid: 'tool', scene: 'bad_input' },
      tool_id: 9100,
      user_info: { guid: 'g', qimei36: '', qua2: '' },
    },
  };
}

/**
 * runTask with the network boundary mocked (the request layer's `api`), on fake timers so the
 * back-off can be measured: what is sent, how often it asks, and what the screen is told.
 */
import { toolTaskRequestSchema, type ToolTaskResponse } from '@toolhub/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../request')>()),
  api: { get: vi.fn(), post: vi.fn(), request: vi.fn() },
}));

type Answer = ToolTaskResponse | { imgApiError: true; errMsg: string; code?: number; status?: number };

const answer = (
  state: ToolTaskResponse['common_rsp']['state'],
  { progress = 0, type = 0, data = '', reason = '', status, files = [] }: { progress?: number; type?: number; data?: string; reason?: string; status?: number; files?: ToolTaskResponse['business_data']['files'] } = {},
): ToolTaskResponse => ({
  common_rsp: { task_id: 'task-7', state, progress, task_status: status ?? (state === 'done' ? 200 : state === 'failed' ? 500 : 102) },
  business_data: { Type: type, data, files },
  rsp_header: { ret_code: type, reason },
});

const OCR = { toolName: '通用文字识别', type: 55, toolId: 39, scene: 'ocr', data: { req_type: 0, sub_req_type: 1 } };

async function load({ loggedIn = false }: { loggedIn?: boolean } = {}) {
  vi.resetModules();
  const { api } = await import('../request');
  vi.mocked(api.get).mockImplementation(async () =>
    loggedIn
      ? { ret: 0, data: { qbid: 'qb-1', account_id: 'openid-1', appid: 'app-1', token: 'login-token', logintype: 'qq' } }
      : { ret: 0, data: { isLogin: false } },
  );
  const post = vi.mocked(api.post);
  /** Answers create, then each query, in order; the last one repeats. */
  /** When each call was made (fake clock). */
  const callTimes: number[] = [];
  const script = (...answers: Answer[]) => {
    const queue = [...answers];
    post.mockImplementation(async () => {
      callTimes.push(Date.now());
      return queue.length > 1 ? queue.shift() : queue[0];
    });
  };
  const sdk = await import('../index');
  const calls = () => post.mock.calls.map(([url, body, options]) => ({ url, body: body as Record<string, unknown>, options: options ?? {} }));
  return { sdk, post, script, calls, callTimes };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('runTask: the request', () => {
  it('sends the task request entity, with an Idempotency-Key, and no login when the tool does not charge', async () => {
    const { sdk, script, calls } = await load();
    script(answer('done', { data: '{"TextDetections":[]}' }));
    await sdk.runTask({ ...OCR, isAsync: false });
    const [create] = calls();
    expect(create.url).toBe('/toolproxy/v1/create');
    expect(toolTaskRequestSchema.parse(create.body)).toEqual(create.body);
    expect(create.body).toEqual({
      business_data: { data: '{"req_type":0,"sub_req_type":1}', type: 55 },
      req_header: {
        auth_info: {},
        bussiness_info: { appid: 'tool', scene: 'ocr' },
        gpt_info: {},
        tool_id: 39,
        user_info: { guid: expect.any(String), qimei36: '', qua2: expect.stringContaining('PL=') },
      },
      is_async: false,
      auth_type: 0,
    });
    expect(create.options).toMatchObject({ appendUserInfo: false, headers: { 'idempotency-key': expect.stringMatching(/^[\w-]{16,}$/) } });
    // A synchronous create waits on the server longer than the request layer's 30 s default.
    expect(create.options.timeout).toBeGreaterThan(60_000);
  });

  it('sends the login as login_auth_info (auth_type 1) for a charging tool', async () => {
    const { sdk, script, calls } = await load({ loggedIn: true });
    script(answer('done'));
    await sdk.runTask({ ...OCR, charging: true });
    expect(calls()[0].body).toMatchObject({
      auth_type: 1,
      req_header: {
        auth_info: {
          login_auth_info: {
            account: { accountId: 'openid-1', accountType: 4, appid: 'app-1' },
            userQbid: 'qb-1',
            token: { token: 'login-token', tokenType: 7 },
            userInfo: { guid: expect.any(String), qimei36: '', qua2: expect.any(String) },
          },
        },
      },
    });
  });

  it('sends no login for a charging tool while anonymous: the server answers 1101 and the login panel opens', async () => {
    const { sdk, script, calls } = await load({ loggedIn: false });
    script({ imgApiError: true, errMsg: '请登录后使用', code: 1101, status: 403 });
    const result = await sdk.runTask({ ...OCR, charging: true });
    expect(calls()[0].body).toMatchObject({ auth_type: 0, req_header: { auth_info: {} } });
    expect(result).toEqual({ ok: false, taskId: undefined, message: '通用文字识别失败！请登录后使用', code: 1101 });
  });

  it('uses a new key for every task', async () => {
    const { sdk, script, calls } = await load();
    script(answer('done'));
    await sdk.runTask(OCR);
    await sdk.runTask(OCR);
    const keys = calls().map((call) => (call.options.headers as Record<string, string>)['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('runTask: waiting', () => {
  it('answers a synchronous task that the create finished at once, without a query', async () => {
    const { sdk, script, calls } = await load();
    const files = [{ name: 'a.pdf', cos_name: 'r/a.pdf', url: '/cos/b/r/a.pdf?sig' }];
    script(answer('done', { data: '{"TextDetections":[{"DetectedText":"你好"}]}', files }));
    await expect(sdk.runTask({ ...OCR, isAsync: false })).resolves.toEqual({
      ok: true,
      taskId: 'task-7',
      data: { TextDetections: [{ DetectedText: '你好' }] },
      files,
    });
    expect(calls()).toHaveLength(1);
  });

  it('asks by task_id at once, asking the server to hold the answer; answered at once, it backs off from 100 ms, capped at 2 s, and reports progress', async () => {
    const { sdk, script, calls, callTimes } = await load();
    script(
      answer('created'),
      answer('running', { progress: 10 }),
      answer('running', { progress: 20 }),
      answer('running', { progress: 40 }),
      answer('running', { progress: 60 }),
      answer('running', { progress: 70 }),
      answer('running', { progress: 80 }),
      answer('running', { progress: 90 }),
      answer('done', { data: '"ok"' }),
    );
    const progress: number[] = [];
    const running = sdk.runTask({ ...OCR, onProgress: (percent) => progress.push(percent) });
    await vi.runAllTimersAsync();
    const result = await running;
    expect(result).toMatchObject({ ok: true, data: 'ok' });
    const queries = calls().slice(1);
    for (const query of queries) {
      expect(query.url).toBe('/toolproxy/v1/query');
      expect(query.body).toMatchObject({ task_id: 'task-7', business_data: { data: '{"task_id":"task-7"}', type: 55 }, auth_type: 0, req_header: { tool_id: 39 }, wait_ms: 1000 });
    }
    expect(queries[0].options).toMatchObject({ silent: true });
    const gaps = callTimes.slice(1).map((at, i) => at - callTimes[i]);
    expect(gaps).toEqual([0, 100, 200, 400, 800, 1600, 2000, 2000]);
    expect(progress).toEqual([0, 10, 20, 40, 60, 70, 80, 90, 100]);
  });

  it('asks again at once after a query the server held until the task moved on: no wait between', async () => {
    const { sdk, post, calls, callTimes } = await load();
    const answers = [answer('created'), answer('running', { progress: 50 }), answer('running', { progress: 90 }), answer('done', { data: '"ok"' })];
    post.mockImplementation(async (url) => {
      callTimes.push(Date.now());
      const next = answers.shift();
      // The server holds a query for its second, as it does while the task is still going.
      if (url === '/toolproxy/v1/query' && answers.length > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
      return next;
    });
    const running = sdk.runTask(OCR);
    await vi.runAllTimersAsync();
    expect(await running).toMatchObject({ ok: true, data: 'ok' });
    expect(calls()).toHaveLength(4);
    // Each query is sent the moment the one before was answered.
    const sent = callTimes.slice(1);
    expect(sent.map((at, i) => at - (i === 0 ? callTimes[0] : sent[i - 1] + 1000))).toEqual([0, 0, 0]);
  });

  it('gives up after the time allowed, with the failure text', async () => {
    const { sdk, script, calls } = await load();
    script(answer('running'));
    const running = sdk.runTask({ ...OCR, timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(running).resolves.toEqual({ ok: false, taskId: 'task-7', message: '通用文字识别失败！处理超时，请稍后再试' });
    // Create, a first query at once, then 100 + 200 + 400 + 800 + 1600 = 3100 ms; the next 2 s wait would pass 5 s.
    expect(calls()).toHaveLength(7);
  });

  it('stops at once when aborted: no more queries, and the call in flight gets the signal', async () => {
    const { sdk, script, calls } = await load();
    script(answer('running'));
    const controller = new AbortController();
    const running = sdk.runTask({ ...OCR, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(350);
    const asked = calls().length;
    expect(calls()[1].options.signal).toBe(controller.signal);
    controller.abort();
    await expect(running).resolves.toMatchObject({ ok: false, aborted: true, taskId: 'task-7' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls()).toHaveLength(asked);
  });

  it('creates nothing when aborted before it starts', async () => {
    const { sdk, calls } = await load();
    const controller = new AbortController();
    controller.abort();
    await expect(sdk.runTask({ ...OCR, signal: controller.signal })).resolves.toMatchObject({ ok: false, aborted: true });
    expect(calls()).toHaveLength(0);
  });

  it('rides out a query or two lost to the network, but not three in a row, nor a refusal', async () => {
    const lost = { imgApiError: true as const, errMsg: 'Network Error' };
    const { sdk, script } = await load();
    script(answer('running'), lost, lost, answer('done', { data: '1' }));
    const first = sdk.runTask(OCR);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(first).resolves.toMatchObject({ ok: true, data: 1 });

    script(answer('running'), lost, lost, lost, answer('done'));
    const second = sdk.runTask(OCR);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(second).resolves.toEqual({ ok: false, taskId: 'task-7', message: '通用文字识别失败！Network Error', code: undefined });

    script(answer('running'), { imgApiError: true, errMsg: '服务异常，请稍后再试：no such task', code: 1300, status: 404 });
    const third = sdk.runTask(OCR);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(third).resolves.toMatchObject({ ok: false, message: '通用文字识别失败！服务异常，请稍后再试：no such task', code: 1300 });
  });
});

describe('runTask: failure texts (spec §8)', () => {
  const run = async (final: Answer) => {
    const { sdk, script } = await load();
    script(final);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    return sdk.runTask({ ...OCR, isAsync: false });
  };

  it('task_status not 200: the failure message plus the X of "err is X"', async () => {
    await expect(run(answer('failed', { type: 1000, reason: 'err is 引擎超时' }))).resolves.toEqual({
      ok: false,
      taskId: 'task-7',
      message: '通用文字识别失败！引擎超时',
      code: 1000,
    });
  });

  it('business_data.Type not 0: the detail too', async () => {
    const result = await run(answer('failed', { type: 1201, status: 200, reason: 'ocr: err is 似乎没有检测到图片，请重试' }));
    expect(result).toMatchObject({ ok: false, message: '通用文字识别失败！似乎没有检测到图片，请重试', code: 1201 });
  });

  it('no reason: the failure message alone', async () => {
    await expect(run(answer('failed', { type: 1000 }))).resolves.toMatchObject({ message: '通用文字识别失败！' });
    await expect(run(answer('failed', { type: 1000, reason: 'engine crashed' }))).resolves.toMatchObject({ message: '通用文字识别失败！' });
  });

  it('an exception: the failure message plus its message', async () => {
    const { sdk, post } = await load();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    post.mockRejectedValue(new Error('socket hang up'));
    await expect(sdk.runTask(OCR)).resolves.toEqual({ ok: false, taskId: undefined, message: '通用文字识别失败！socket hang up' });
  });

  it('logs a ret_code other than 0 with its reason', async () => {
    const { sdk, script } = await load();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    script(answer('failed', { type: 2, reason: 'err is 今日次数已用完，请明天再来' }));
    await sdk.runTask({ ...OCR, isAsync: false });
    expect(logged).toHaveBeenCalledWith('[toolhub] task answered ret_code', 2, 'err is 今日次数已用完，请明天再来', 'task-7');
  });

  it('says it in English on an English page', async () => {
    const { sdk, script } = await load();
    sdk.setLocale('en');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    script(answer('failed', { type: 1000, reason: 'err is timeout' }));
    await expect(sdk.runTask({ ...OCR, toolName: 'Text recognition' })).resolves.toMatchObject({ message: 'Text recognition failed! timeout' });
    sdk.setLocale('zh-CN');
  });
});

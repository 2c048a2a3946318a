/**
 * The create's Idempotency-Key on the wire: when the answer to a create is lost and the
 * request layer sends it again, the retry carries the same key, so the server can hand back
 * the task it already made instead of starting a second one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { configureSdk } from '../config';
import { runTask } from './index';

const creates: { key: string | undefined; body: string }[] = [];

let server: http.Server;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/getToken') {
        res.end(JSON.stringify({ ret: 0, data: { token: 'tok', expires_at: Math.floor(Date.now() / 1000) + 3600 } }));
        return;
      }
      creates.push({ key: req.headers['idempotency-key'] as string | undefined, body });
      // The first create is made, but its answer never reaches the page.
      if (creates.length === 1) {
        req.socket.destroy();
        return;
      }
      res.end(
        JSON.stringify({
          common_rsp: { task_id: 'task-1', task_status: 200, state: 'done', progress: 100 },
          business_data: { Type: 0, data: '{"n":1}', files: [] },
          rsp_header: { ret_code: 0, reason: '' },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureSdk({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('sends a retried create with the same Idempotency-Key and body', async () => {
  const result = await runTask({ toolName: '测试', type: 1, toolId: 39, scene: 'ocr', data: {}, isAsync: false });
  expect(result).toEqual({ ok: true, taskId: 'task-1', data: { n: 1 }, files: [] });
  expect(creates).toHaveLength(2);
  expect(creates[0].key).toMatch(/^[\w-]{16,}$/);
  expect(creates[1].key).toBe(creates[0].key);
  expect(creates[1].body).toBe(creates[0].body);
});

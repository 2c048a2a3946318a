/** A stand-in for the hub's admin API in CLI tests: records each request, answers from a handler. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HubRequest {
  method: string;
  /** Path and query, e.g. `/admin/api/audit?limit=50`. */
  url: string;
  authorization: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface HubAnswer {
  status?: number;
  /** JSON answers are wrapped as `{ret: 0, data}`; a string is sent as it is. */
  data?: unknown;
  text?: string;
}

export async function startFakeHub(answer: (request: HubRequest) => HubAnswer) {
  const requests: HubRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const request: HubRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
      };
      requests.push(request);
      const { status = 200, data, text } = answer(request);
      res.writeHead(status, { 'content-type': text === undefined ? 'application/json' : 'text/plain; charset=utf-8' });
      res.end(text ?? JSON.stringify({ ret: 0, data }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs the CLI's `main` and keeps what it printed. */
export function captureIo() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (line = '') => out.push(line), err: (line: string) => err.push(line) } };
}

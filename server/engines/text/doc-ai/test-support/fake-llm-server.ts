/**
 * A stand-in for an OpenAI-compatible chat completions service (vLLM, llama.cpp server, Ollama
 * /v1), run as a process of its own: `node --import tsx fake-llm-server.ts` prints
 * `listening <port>` and answers `POST /<mode>/v1/chat/completions` in the API's shape, with an
 * answer that quotes the first numbered passage it was given. `GET /received` lists requests.
 * Modes: `ok`; `broken` (500, as a server out of memory answers); `empty` (no choices).
 */
import http from 'node:http';

const received: unknown[] = [];

function answer(mode: string, body: { model?: unknown; messages?: { role: string; content: string }[] }): { status: number; text: string } {
  if (mode === 'broken') return { status: 500, text: '{"error":{"message":"out of memory"}}' };
  if (!Array.isArray(body.messages) || typeof body.model !== 'string') return { status: 400, text: '{"error":{"message":"messages and model are required"}}' };
  if (mode === 'empty') return { status: 200, text: JSON.stringify({ id: 'cmpl-1', object: 'chat.completion', choices: [] }) };
  const user = body.messages.find((message) => message.role === 'user')?.content ?? '';
  const first = /\[1\] \([^)]*\) ([^\n]+)/.exec(user)?.[1] ?? '';
  const content = `According to passage [1]: "${first}"`;
  return {
    status: 200,
    text: JSON.stringify({ id: 'cmpl-1', object: 'chat.completion', model: body.model, choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }] }),
  };
}

const server = http.createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/received') return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
  const match = /^\/(\w+)\/v1\/chat\/completions$/.exec(request.url ?? '');
  if (request.method !== 'POST' || !match) return response.writeHead(404).end();
  let raw = '';
  request.setEncoding('utf8').on('data', (chunk: string) => (raw += chunk));
  request.on('end', () => {
    const body = JSON.parse(raw) as Parameters<typeof answer>[1];
    received.push({ mode: match[1], authorization: request.headers.authorization ?? null, body });
    const { status, text } = answer(match[1]!, body);
    response.writeHead(status, { 'content-type': 'application/json' }).end(text);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
});

/**
 * A stand-in for an AUTOMATIC1111 web UI started with `--api`, run as a process of its own:
 * `node --import tsx fake-sd-server.ts` prints `listening <port>` and answers
 * `POST /<mode>/sdapi/v1/txt2img` as the real one does — {images: [base64 PNG…], parameters,
 * info: JSON string with seed and all_seeds} — with pictures it makes: 512 × 512 (the size SD
 * 1.5 paints, so the adapter's resizing is exercised), each a flat colour that encodes its
 * seed (red = seed mod 256, green = 77, blue = 200). It checks the request's shape as the real
 * one's validation would (422 otherwise) and keeps every request: `GET /received` lists them.
 *
 * Modes, the first part of the path, so one process serves every case:
 *  - `ok`: the answer above;
 *  - `grid`: the web UI's "return grid" on: a 2 × 2 grid image first, then the batch;
 *  - `malformed`: 200 with JSON whose images are not pictures;
 *  - `garbage`: 200 with a body that is not JSON;
 *  - `few`: 200 with fewer images than the batch;
 *  - `broken`: 500, as the web UI answers when the model runs out of memory.
 */
import http from 'node:http';
import sharp from 'sharp';

const SIDE = 512;
const received: unknown[] = [];

/** The request's shape, as the web UI's pydantic model would have it. */
function shapeProblem(body: Record<string, unknown>): string | undefined {
  const ints = ['seed', 'steps', 'width', 'height', 'batch_size'];
  for (const field of ints) if (!Number.isInteger(body[field])) return `${field} is not an integer`;
  for (const field of ['prompt', 'negative_prompt', 'sampler_name']) if (typeof body[field] !== 'string') return `${field} is not a string`;
  if (typeof body.cfg_scale !== 'number') return 'cfg_scale is not a number';
  if ((body.batch_size as number) < 1 || (body.batch_size as number) > 8) return 'batch_size out of range';
  return undefined;
}

const pictureOfSeed = (seed: number) =>
  sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: { r: seed % 256, g: 77, b: 200 } } })
    .png()
    .toBuffer();

async function answer(mode: string, body: Record<string, unknown>): Promise<{ status: number; text: string }> {
  const problem = shapeProblem(body);
  if (problem) return { status: 422, text: JSON.stringify({ detail: [{ msg: problem }] }) };
  const seed = body.seed as number;
  const seeds = Array.from({ length: body.batch_size as number }, (_, i) => seed + i);
  const images = await Promise.all(seeds.map(async (s) => (await pictureOfSeed(s)).toString('base64')));
  const info = JSON.stringify({ prompt: body.prompt, seed, all_seeds: seeds, all_prompts: seeds.map(() => body.prompt) });
  switch (mode) {
    case 'ok':
      return { status: 200, text: JSON.stringify({ images, parameters: body, info }) };
    case 'grid': {
      const grid = await sharp({ create: { width: SIDE * 2, height: SIDE * 2, channels: 3, background: '#00ff00' } }).png().toBuffer();
      return { status: 200, text: JSON.stringify({ images: [grid.toString('base64'), ...images], parameters: body, info }) };
    }
    case 'malformed':
      return { status: 200, text: JSON.stringify({ images: seeds.map(() => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')), parameters: body, info }) };
    case 'garbage':
      return { status: 200, text: '<html>502 Bad Gateway</html>' };
    case 'few':
      return { status: 200, text: JSON.stringify({ images: images.slice(0, 1), parameters: body, info }) };
    default:
      return { status: 500, text: JSON.stringify({ error: 'OutOfMemoryError', detail: 'CUDA out of memory' }) };
  }
}

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    void (async () => {
      if (request.method === 'GET' && request.url === '/received') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
        return;
      }
      const match = /^\/(\w+)\/sdapi\/v1\/txt2img$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !match) {
        response.writeHead(404).end();
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        response.writeHead(422, { 'content-type': 'application/json' }).end('{"detail":"not JSON"}');
        return;
      }
      received.push({ mode: match[1], contentType: request.headers['content-type'], body });
      const { status, text } = await answer(match[1], body);
      response.writeHead(status, { 'content-type': 'application/json' }).end(text);
    })();
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

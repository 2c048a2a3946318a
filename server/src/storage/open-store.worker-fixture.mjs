// A task worker thread in miniature, for open-store.test.ts: it gets the storage settings
// as workerData, opens the store with openObjectStore (no Fastify, no database), reads one
// object and writes another. Plain JavaScript, as a worker thread has no TypeScript loader
// of its own: it registers tsx first.
import { Buffer } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { openObjectStore } = await import(new URL('./open-store.ts', import.meta.url).href);

const store = openObjectStore(workerData.settings);
const read = await store.get(workerData.readKey);
await store.put(workerData.writeKey, Buffer.from(workerData.text, 'utf8'), 'text/plain; charset=utf-8');
parentPort.postMessage({ read: read ? read.toString('utf8') : null, missing: (await store.get('results/none/none.txt')) === undefined });

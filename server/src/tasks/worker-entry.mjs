// The piscina worker thread of the task engine. Plain JavaScript on purpose: a worker thread
// gets no TypeScript loader of its own (not under vitest, not always under tsx), so it
// registers tsx first and then imports the handler module (TypeScript) by its URL.
//
// It talks to the runner over the MessagePort of the task:
//   thread -> runner  { kind: 'progress', percent } | { kind: 'read', id, key }
//   runner -> thread  { kind: 'object', id, bytes?, error? } | { kind: 'abort', reason }
// and answers { ok: true, output } or { ok: false, code, detail } (code 0: not a TaskFailure).
//
// As it starts, the thread runs the warm-ups the pool names (workerData.warmUps: module URL
// and export) and posts { kind: 'warmed-up', threadId, ms, rssMiB, failures } to the pool.
import { Buffer } from 'node:buffer';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

const { AbortController, performance, setTimeout, clearTimeout } = globalThis;

register();

/** Handler modules stay loaded for the life of the thread: an engine loads its model once. */
const modules = new Map();

function moduleOf(moduleUrl) {
  let loading = modules.get(moduleUrl);
  if (!loading) {
    loading = import(moduleUrl);
    modules.set(moduleUrl, loading);
  }
  return loading;
}

async function handlerOf(moduleUrl, exportName) {
  const handler = (await moduleOf(moduleUrl))[exportName];
  if (typeof handler !== 'function') throw new Error(`${moduleUrl} exports no handler ${exportName}`);
  return handler;
}

/** Tasks wait for the warm-ups at most this long: one that hangs is reported, and the thread takes tasks. */
const WARM_UP_MAX_MS = 30_000;

function withinMax(promise) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not done after ${WARM_UP_MAX_MS} ms`)), WARM_UP_MAX_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Runs each warm-up in turn; one that fails is reported, and its engine loads on its first task instead. */
async function warmUp(warmUps) {
  const started = performance.now();
  const failures = [];
  for (const { module, exportName } of warmUps) {
    try {
      const warm = (await moduleOf(module))[exportName];
      if (typeof warm !== 'function') throw new Error('no such function');
      await withinMax(warm());
    } catch (error) {
      failures.push(`${module}#${exportName}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  parentPort?.postMessage({ kind: 'warmed-up', threadId, ms: performance.now() - started, rssMiB: process.memoryUsage().rss / 2 ** 20, failures });
}

// Awaited here, while piscina loads this module: the thread takes its first task only after
// that, so a task that comes during the warm-up waits for it instead of loading the model a
// second time. (Not in the background: an idle piscina thread blocks in Atomics.wait, and
// nothing of its own would run until a task came.)
const warmUps = workerData?.warmUps ?? [];
if (warmUps.length) await warmUp(warmUps);

function contextOver(port, scene) {
  const controller = new AbortController();
  const reads = new Map();
  let nextRead = 0;
  port.on('message', (message) => {
    if (message.kind === 'abort') {
      controller.abort(new Error(message.reason));
    } else if (message.kind === 'object') {
      const read = reads.get(message.id);
      reads.delete(message.id);
      if (!read) return;
      if (message.error) read.reject(new Error(message.error));
      else read.resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
    }
  });
  return {
    scene,
    signal: controller.signal,
    progress(percent) {
      port.postMessage({ kind: 'progress', percent });
    },
    readObject(key) {
      return new Promise((resolve, reject) => {
        const id = nextRead++;
        reads.set(id, { resolve, reject });
        port.postMessage({ kind: 'read', id, key });
      });
    },
  };
}

export default async function runTask({ module, exportName, input, scene, port }) {
  const ctx = contextOver(port, scene);
  try {
    const handler = await handlerOf(module, exportName);
    const output = await handler(input, ctx);
    return { ok: true, output };
  } catch (error) {
    if (error && error.name === 'TaskFailure') return { ok: false, code: Number(error.code), detail: String(error.detail) };
    return { ok: false, code: 0, detail: error instanceof Error ? error.message : String(error) };
  } finally {
    port.close();
  }
}

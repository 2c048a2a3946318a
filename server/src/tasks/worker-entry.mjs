// The piscina worker thread of the task engine. Plain JavaScript on purpose: a worker thread
// gets no TypeScript loader of its own (not under vitest, not always under tsx), so it
// registers tsx first and then imports the handler module (TypeScript) by its URL.
//
// It talks to the runner over the MessagePort of the task:
//   thread -> runner  { kind: 'progress', percent } | { kind: 'read', id, key }
//   runner -> thread  { kind: 'object', id, bytes?, error? } | { kind: 'abort', reason }
// and answers { ok: true, output } or { ok: false, code, detail } (code 0: not a TaskFailure).
import { Buffer } from 'node:buffer';
import { register } from 'tsx/esm/api';

const { AbortController } = globalThis;

register();

/** Handler modules stay loaded for the life of the thread: an engine loads its model once. */
const modules = new Map();

async function handlerOf(moduleUrl, exportName) {
  let loading = modules.get(moduleUrl);
  if (!loading) {
    loading = import(moduleUrl);
    modules.set(moduleUrl, loading);
  }
  const handler = (await loading)[exportName];
  if (typeof handler !== 'function') throw new Error(`${moduleUrl} exports no handler ${exportName}`);
  return handler;
}

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

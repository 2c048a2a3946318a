/**
 * TensorFlow.js on its WebAssembly backend, started once per worker thread and shared by every
 * engine of the thread. The .wasm files are read from the backend's package on disk, never
 * fetched. The pure-JS CPU backend is 10–20× slower, hence WebAssembly (DESIGN §5).
 */
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { tfjsWasmFolder } from './model-files';

let ready: Promise<void> | undefined;

async function start(): Promise<void> {
  setWasmPaths(`${tfjsWasmFolder()}/`);
  if (!(await tf.setBackend('wasm'))) throw new Error('the TensorFlow.js WebAssembly backend did not start');
  await tf.ready();
}

export function readyWasmBackend(): Promise<void> {
  ready ??= start().catch((error: unknown) => {
    ready = undefined; // a failed start is tried again by the next task
    throw error;
  });
  return ready;
}

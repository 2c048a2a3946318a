/**
 * The two ONNX Runtime sessions of PP-OCRv4 (detection and recognition), made here rather
 * than by @gutenye/ocr-node: its sessions are private to its classes, run one line at a time
 * with the runtime's defaults, and take their input as JavaScript arrays of numbers. Ours take
 * typed arrays, run the graphs in fewer steps (onnx-graph.ts), with options measured on the
 * bench (bench/ocr.ts).
 *
 * onnxruntime-node is a dependency of @gutenye/ocr-node, not of the server, so it is found
 * from there (the version pinned in pnpm-lock.yaml).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import { createRequire } from 'node:module';
import { paddleModelFiles } from './model-files';
import { streamlinedModel } from './onnx-graph';

/** What this module uses of onnxruntime-node's Tensor. */
export interface OrtTensor {
  data: Float32Array;
  dims: readonly number[];
}

export interface OrtSession {
  inputNames: readonly string[];
  outputNames: readonly string[];
  run(feeds: Record<string, OrtTensor>): Promise<Record<string, OrtTensor>>;
  release(): Promise<void>;
}

interface Ort {
  InferenceSession: { create(model: string | Uint8Array, options: object): Promise<OrtSession> };
  Tensor: new (type: 'float32', data: Float32Array, dims: readonly number[]) => OrtTensor;
}

export function onnxRuntime(): Ort {
  const require = createRequire(import.meta.url);
  return require(createRequire(require.resolve('@gutenye/ocr-node')).resolve('onnxruntime-node')) as Ort;
}

/**
 * Measured on the bench page (bench/ocr.ts; a 1 MP page, 12 lines; ONNX Runtime 1.30, two
 * cores shared with other work), per page:
 *  - threads: one per core. Two threads read a page in 640 ms where one took 990 ms, for 5 %
 *    more CPU time; with two workers reading at once still 1.1 s against 1.5 s. But only with
 *    spinning off: threads that spin while they wait for work burned a core each on a busy
 *    machine (2.7 s a page), and on a quiet one read no faster for 20 % more CPU time.
 *  - the whole graph optimised ('all'): 'extended' cost 25 % more CPU time.
 *  - the CPU memory arena on: off, detection took 60 % longer and the process held 110 MiB
 *    more (the allocator's pieces of every size stayed).
 *  - no memory pattern: input sizes change with every page and line, so the pattern made for
 *    one is never reused, only kept (170 MiB more, no faster).
 *  - operators in order, one at a time: PP-OCR's graphs are a chain.
 */
export const sessionOptions = () => ({
  intraOpNumThreads: os.availableParallelism(),
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
  enableCpuMemArena: true,
  enableMemPattern: false,
  extra: { session: { intra_op: { allow_spinning: '0' } } },
});

export interface PaddleSessions {
  ort: Ort;
  detection: OrtSession;
  recognition: OrtSession;
}

/** A model file's session, the graph in fewer steps (onnx-graph.ts). */
async function sessionOf(ort: Ort, path: string): Promise<OrtSession> {
  return ort.InferenceSession.create(streamlinedModel(await fs.readFile(path)).model, sessionOptions());
}

export async function createSessions(): Promise<PaddleSessions> {
  const ort = onnxRuntime();
  const files = paddleModelFiles();
  const [detection, recognition] = await Promise.all([sessionOf(ort, files.detectionPath), sessionOf(ort, files.recognitionPath)]);
  return { ort, detection, recognition };
}

/** One run of a session with one float input of these dimensions; its first output. */
export async function runSession(sessions: PaddleSessions, session: OrtSession, input: Float32Array, dims: number[]): Promise<OrtTensor> {
  const outputs = await session.run({ [session.inputNames[0]]: new sessions.ort.Tensor('float32', input, dims) });
  return outputs[session.outputNames[0]];
}

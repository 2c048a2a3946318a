/**
 * The streamlining of PP-OCRv4's graphs (onnx-graph.ts): it finds every hard-swish and every
 * convolution's affine step the networks have, and the rewritten graphs answer what the
 * shipped ones do.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paddleModelFiles } from './model-files';
import { streamlinedModel } from './onnx-graph';
import { onnxRuntime } from './onnx-sessions';

/** A deterministic pseudo-random input: the same bytes on every run. */
function input(length: number): Float32Array {
  const data = new Float32Array(length);
  let seed = 17;
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    data[i] = seed / 2147483648;
  }
  return data;
}

/** The convolutions followed by PP-LCNetV3's learnable scale and shift, in each network. */
const AFFINES = { detector: 28, recogniser: 28 };

describe('PP-OCRv4 in fewer steps', () => {
  const files = paddleModelFiles();
  const models = [
    { name: 'detector', path: files.detectionPath, dims: [1, 3, 160, 224], activations: 24, affines: AFFINES.detector },
    { name: 'recogniser', path: files.recognitionPath, dims: [1, 3, 48, 320], activations: 28, affines: AFFINES.recogniser },
  ];
  for (const { name, path, dims, activations, affines } of models) {
    it(`rewrites the ${name}'s ${activations} activations and ${affines} affine steps and answers as the shipped ${name} does`, async () => {
      const shipped = fs.readFileSync(path);
      const rewritten = streamlinedModel(shipped);
      const { model } = rewritten;
      expect([rewritten.activations, rewritten.affines]).toEqual([activations, affines]);
      expect(model.length).toBeLessThan(shipped.length);
      const ort = onnxRuntime();
      const options = { intraOpNumThreads: 1, graphOptimizationLevel: 'all' };
      const [before, after] = await Promise.all([ort.InferenceSession.create(shipped, options), ort.InferenceSession.create(model, options)]);
      const feed = { x: new ort.Tensor('float32', input(dims.reduce((a, b) => a * b)), dims) };
      const [a, b] = [(await before.run(feed))[before.outputNames[0]], (await after.run(feed))[after.outputNames[0]]];
      expect(b.dims).toEqual(a.dims);
      let largest = 0;
      for (let i = 0; i < a.data.length; i++) largest = Math.max(largest, Math.abs(a.data[i] - b.data[i]));
      expect(largest).toBeLessThan(1e-4);
      await Promise.all([before.release(), after.release()]);
    }, 60_000);
  }
});

/**
 * A TensorFlow.js graph model read from a folder on disk: its `<name>.json` names its weights
 * files, which are read and handed over in memory (tfjs-converter's own loaders would fetch).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import { readyWasmBackend } from './wasm-backend';

export async function loadGraphModelFrom(folder: string, graphFile: string): Promise<GraphModel> {
  await readyWasmBackend();
  const manifest = JSON.parse(await readFile(join(folder, graphFile), 'utf8')) as tf.io.ModelJSON;
  const groups = manifest.weightsManifest;
  const weights = Buffer.concat(await Promise.all(groups.flatMap((group) => group.paths.map((path) => readFile(join(folder, path))))));
  return loadGraphModel(
    tf.io.fromMemory({
      modelTopology: manifest.modelTopology,
      weightSpecs: groups.flatMap((group) => group.weights),
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      format: manifest.format,
      generatedBy: manifest.generatedBy,
      convertedBy: manifest.convertedBy,
      signature: manifest.signature,
    }),
  );
}

/** Loads once per thread; a failed load is tried again by the next task. */
export function onceLoaded<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

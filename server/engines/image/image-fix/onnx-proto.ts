/**
 * Just enough of ONNX's protobuf to write a model (onnx.proto, IR version 8): the graph's
 * nodes, float initializers, one input and one output of 4 dimensions whose sides are free.
 * Field numbers are onnx.proto's; every message is written, none read.
 */

const VARINT = 0;
const LENGTH_DELIMITED = 2;

function varint(value: number): Buffer {
  const bytes: number[] = [];
  while (value > 127) {
    bytes.push((value % 128) | 128);
    value = Math.floor(value / 128);
  }
  bytes.push(value);
  return Buffer.from(bytes);
}

const numberField = (no: number, value: number) => Buffer.concat([varint(no * 8 + VARINT), varint(value)]);
const messageField = (no: number, payload: Buffer) => Buffer.concat([varint(no * 8 + LENGTH_DELIMITED), varint(payload.length), payload]);
const stringField = (no: number, text: string) => messageField(no, Buffer.from(text));

/** An attribute's value: an integer, a list of integers, or a string. */
export type AttributeValue = number | number[] | string;

/** AttributeProto: name 1, i 3, s 4, ints 8, type 20 (INT 2, STRING 3, INTS 7). */
function attribute(name: string, value: AttributeValue): Buffer {
  const head = stringField(1, name);
  if (typeof value === 'string') return messageField(5, Buffer.concat([head, stringField(4, value), numberField(20, 3)]));
  if (typeof value === 'number') return messageField(5, Buffer.concat([head, numberField(3, value), numberField(20, 2)]));
  return messageField(5, Buffer.concat([head, ...value.map((v) => numberField(8, v)), numberField(20, 7)]));
}

export interface OnnxNode {
  op: string;
  inputs: string[];
  output: string;
  attributes?: Record<string, AttributeValue>;
}

/** NodeProto: input 1, output 2, name 3, op_type 4, attribute 5. */
const nodeField = (node: OnnxNode) =>
  messageField(
    1,
    Buffer.concat([
      ...node.inputs.map((input) => stringField(1, input)),
      stringField(2, node.output),
      stringField(3, node.output),
      stringField(4, node.op),
      ...Object.entries(node.attributes ?? {}).map(([name, value]) => attribute(name, value)),
    ]),
  );

export interface OnnxInitializer {
  name: string;
  dims: number[];
  values: Float32Array;
}

const FLOAT = 1;

/** TensorProto: dims 1, data_type 2, name 8, raw_data 9 (little-endian floats). */
function initializerField({ name, dims, values }: OnnxInitializer): Buffer {
  const raw = Buffer.alloc(values.length * 4);
  for (let i = 0; i < values.length; i++) raw.writeFloatLE(values[i], i * 4);
  return messageField(5, Buffer.concat([...dims.map((dim) => numberField(1, dim)), numberField(2, FLOAT), stringField(8, name), messageField(9, raw)]));
}

/**
 * ValueInfoProto (name 1, type 2) of a float tensor [1, channels, height, width] with free
 * height and width: TypeProto.tensor_type 1 → elem_type 1, shape 2 → dim 1 (dim_value 1 or
 * dim_param 2).
 */
function imageValueInfo(no: number, name: string, channels: number): Buffer {
  const dim = (value: number | string) => messageField(1, typeof value === 'number' ? numberField(1, value) : stringField(2, value));
  const shape = messageField(2, Buffer.concat([dim(1), dim(channels), dim(`${name}_height`), dim(`${name}_width`)]));
  const tensorType = messageField(1, Buffer.concat([numberField(1, FLOAT), shape]));
  return messageField(no, Buffer.concat([stringField(1, name), messageField(2, tensorType)]));
}

export interface OnnxGraph {
  nodes: OnnxNode[];
  initializers: OnnxInitializer[];
  /** The one input and output, [1, channels, height, width]. */
  input: { name: string; channels: number };
  output: { name: string; channels: number };
}

const IR_VERSION = 8;
const OPSET = 13;

/** ModelProto: ir_version 1, producer_name 2, graph 7, opset_import 8 (OperatorSetIdProto version 2). */
export function onnxModel(graph: OnnxGraph): Uint8Array {
  // GraphProto: node 1, name 2, initializer 5, input 11, output 12.
  const graphBytes = Buffer.concat([
    ...graph.nodes.map(nodeField),
    stringField(2, 'graph'),
    ...graph.initializers.map(initializerField),
    imageValueInfo(11, graph.input.name, graph.input.channels),
    imageValueInfo(12, graph.output.name, graph.output.channels),
  ]);
  const bytes = Buffer.concat([numberField(1, IR_VERSION), stringField(2, 'toolhub'), messageField(7, graphBytes), messageField(8, numberField(2, OPSET))]);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

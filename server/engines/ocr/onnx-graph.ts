/**
 * PP-OCRv4's graphs with their hard-swish activations in two steps instead of four. Paddle2ONNX
 * writes x · hardswish as Add(x, 3) → Clip(0, 6) → Mul(x, ·) → Div(·, 6): four passes over a
 * layer's output, after each of the networks' convolutions (24 in the detector, 28 in the
 * recogniser), which ONNX Runtime does not fuse. The same function is HardSigmoid(x; 1/6, ½)
 * then Mul(x, ·), both in the models' opsets (9 and 11; HardSwish itself came in 14). Measured
 * on the bench page: detection 6 % and recognition 11 % less CPU time; outputs equal to within
 * 2·10⁻⁶ (onnx-graph.test.ts), the accuracy suite read to the character as before.
 *
 * The models are protobuf; only the few fields this needs are read (ModelProto.graph,
 * GraphProto.node and output, NodeProto's inputs, outputs, op_type and attributes, a
 * Constant's scalar), and every other byte is written back as it was.
 */

/** One field of a protobuf message: its number, its value (a number, or the bytes of a length-delimited one) and its bytes as read. */
interface Field {
  no: number;
  value: number | Buffer;
  raw: Buffer;
}

/** Protobuf wire types. */
const VARINT = 0;
const FIXED64 = 1;
const LENGTH_DELIMITED = 2;
const FIXED32 = 5;

function fieldsOf(message: Buffer): Field[] {
  const fields: Field[] = [];
  let at = 0;
  const varint = () => {
    let [value, shift, byte] = [0, 0, 0];
    do {
      byte = message[at++];
      value += (byte & 127) * 2 ** shift;
      shift += 7;
    } while (byte & 128);
    return value;
  };
  while (at < message.length) {
    const start = at;
    const key = varint();
    const [no, type] = [Math.floor(key / 8), key & 7];
    let value: number | Buffer;
    if (type === VARINT) value = varint();
    else if (type === LENGTH_DELIMITED) {
      const length = varint();
      value = message.subarray(at, at + length);
      at += length;
    } else if (type === FIXED32 || type === FIXED64) {
      const length = type === FIXED32 ? 4 : 8;
      value = message.subarray(at, at + length);
      at += length;
    } else throw new Error(`protobuf wire type ${type} in the model`);
    fields.push({ no, value, raw: message.subarray(start, at) });
  }
  return fields;
}

const varintBytes = (value: number) => {
  const bytes: number[] = [];
  while (value > 127) {
    bytes.push((value & 127) | 128);
    value = Math.floor(value / 128);
  }
  bytes.push(value);
  return Buffer.from(bytes);
};
const messageField = (no: number, payload: Buffer) => Buffer.concat([varintBytes(no * 8 + LENGTH_DELIMITED), varintBytes(payload.length), payload]);
const stringField = (no: number, text: string) => messageField(no, Buffer.from(text));
function floatAttribute(name: string, value: number): Buffer {
  const float = Buffer.alloc(4);
  float.writeFloatLE(value);
  // AttributeProto: name (1), f (2), type (20) = FLOAT (1).
  return messageField(5, Buffer.concat([stringField(1, name), varintBytes(2 * 8 + FIXED32), float, varintBytes(20 * 8 + VARINT), varintBytes(1)]));
}

const textOf = (field: Field) => (field.value as Buffer).toString();
const bytesOf = (field: Field | undefined) => field?.value as Buffer | undefined;

interface Node {
  field: Field;
  op: string;
  inputs: string[];
  outputs: string[];
  /** Attributes by name: their fields. */
  attributes: Map<string, Field[]>;
}

function nodeOf(field: Field): Node {
  // NodeProto: input (1), output (2), op_type (4), attribute (5; AttributeProto name 1).
  const fields = fieldsOf(field.value as Buffer);
  const attributes = new Map<string, Field[]>();
  for (const attribute of fields.filter((f) => f.no === 5)) {
    const parts = fieldsOf(attribute.value as Buffer);
    attributes.set(textOf(parts.find((f) => f.no === 1) as Field), parts);
  }
  return {
    field,
    op: textOf(fields.find((f) => f.no === 4) as Field),
    inputs: fields.filter((f) => f.no === 1).map(textOf),
    outputs: fields.filter((f) => f.no === 2).map(textOf),
    attributes,
  };
}

/** A float attribute's value (AttributeProto f, 2). */
const floatOf = (parts: Field[] | undefined) => bytesOf(parts?.find((f) => f.no === 2))?.readFloatLE(0);

/** The value of a Constant holding one float (TensorProto float_data 4 or raw_data 9); none for anything else. */
function scalarOf(node: Node): number | undefined {
  const tensor = bytesOf(node.attributes.get('value')?.find((f) => f.no === 5));
  if (!tensor) return undefined;
  // One float, packed or not: four bytes either way.
  const bytes = bytesOf(fieldsOf(tensor).find((f) => f.no === 9 || f.no === 4));
  return bytes?.length === 4 ? bytes.readFloatLE(0) : undefined;
}

/** The graph's hard-swish activations, each as its four nodes and the tensor it is applied to. */
function hardSwishes(nodes: Node[], graphOutputs: Set<string>) {
  const constants = new Map(nodes.filter((n) => n.op === 'Constant').map((n) => [n.outputs[0], scalarOf(n)]));
  const users = new Map<string, Node[]>();
  for (const node of nodes) for (const input of node.inputs) users.set(input, [...(users.get(input) ?? []), node]);
  // The one node that reads a tensor nobody else reads.
  const onlyUser = (tensor: string) => (users.get(tensor)?.length === 1 && !graphOutputs.has(tensor) ? users.get(tensor)?.[0] : undefined);
  const found: { add: Node; clip: Node; mul: Node; div: Node; x: string }[] = [];
  for (const add of nodes) {
    if (add.op !== 'Add' || add.inputs.length !== 2 || constants.get(add.inputs[1]) !== 3) continue;
    const x = add.inputs[0];
    const clip = onlyUser(add.outputs[0]);
    if (clip?.op !== 'Clip') continue;
    // Opset 9 gives the bounds as attributes, opset 11 as constant inputs.
    const [low, high] = clip.inputs.length === 3 ? [constants.get(clip.inputs[1]), constants.get(clip.inputs[2])] : [floatOf(clip.attributes.get('min')), floatOf(clip.attributes.get('max'))];
    if (low !== 0 || high !== 6) continue;
    const mul = onlyUser(clip.outputs[0]);
    if (mul?.op !== 'Mul' || !mul.inputs.includes(x)) continue;
    const div = onlyUser(mul.outputs[0]);
    if (div?.op !== 'Div' || div.inputs[0] !== mul.outputs[0] || constants.get(div.inputs[1]) !== 6) continue;
    found.push({ add, clip, mul, div, x });
  }
  return found;
}

/** The model with each hard-swish as HardSigmoid and Mul, and the constants only they used dropped; how many it found. */
export function withFusedHardSwish(model: Buffer): { model: Buffer; fused: number } {
  // ModelProto.graph (7); GraphProto node (1), output (12; ValueInfoProto name 1).
  const modelFields = fieldsOf(model);
  const graphField = modelFields.find((f) => f.no === 7);
  if (!graphField) throw new Error('the model has no graph');
  const graphFields = fieldsOf(graphField.value as Buffer);
  const nodes = graphFields.filter((f) => f.no === 1).map(nodeOf);
  const graphOutputs = new Set(graphFields.filter((f) => f.no === 12).map((f) => textOf(fieldsOf(f.value as Buffer).find((p) => p.no === 1) as Field)));

  const replaced = new Map<Field, Buffer | undefined>();
  const activations = hardSwishes(nodes, graphOutputs);
  for (const { add, clip, mul, div, x } of activations) {
    const gate = `${add.outputs[0]}.hardsigmoid`;
    // The Add's place takes the HardSigmoid, the Div's the Mul (so the order stays topological); Clip and Mul go.
    replaced.set(add.field, Buffer.concat([stringField(1, x), stringField(2, gate), stringField(3, gate), stringField(4, 'HardSigmoid'), floatAttribute('alpha', 1 / 6), floatAttribute('beta', 0.5)]));
    replaced.set(div.field, Buffer.concat([stringField(1, x), stringField(1, gate), stringField(2, div.outputs[0]), stringField(3, `${div.outputs[0]}.hardswish`), stringField(4, 'Mul')]));
    replaced.set(clip.field, undefined);
    replaced.set(mul.field, undefined);
  }
  // What the graph still reads: the inputs of the nodes kept as they were, and of the new ones (x and its gate).
  const stillRead = new Set(nodes.filter((n) => !replaced.has(n.field)).flatMap((n) => n.inputs));
  for (const { x } of activations) stillRead.add(x);
  for (const node of nodes) if (node.op === 'Constant' && !stillRead.has(node.outputs[0]) && !graphOutputs.has(node.outputs[0])) replaced.set(node.field, undefined);

  const graph = Buffer.concat(
    graphFields.map((field) => {
      if (!replaced.has(field)) return field.raw;
      const node = replaced.get(field);
      return node ? messageField(1, node) : Buffer.alloc(0);
    }),
  );
  return { model: Buffer.concat(modelFields.map((field) => (field === graphField ? messageField(7, graph) : field.raw))), fused: activations.length };
}

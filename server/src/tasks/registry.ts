/**
 * Which engine runs each request type (business_data.type). The spec's table (§3 "Tool-type
 * numbers") is the list of types the hub knows; a type of the table without an engine yet
 * answers "not open" (code 1), any other type is a bad request. Tests and the bench add
 * types of their own through `extraHandlers`.
 *
 * Registering an engine is one line in ENGINES, e.g.
 *   engine('BasicOcr', new URL('../../engines/ocr/basic-ocr.ts', import.meta.url), 'basicOcr', { timeoutMs: 60_000, metered: true, inputObjects: rawDataKeys }),
 */
import { REQ_TYPES } from '@toolhub/contracts';
import { recognitionObjects } from '../../engines/ocr/recognition-objects';
import type { TaskHandlerSpec } from './handler';

export type SpecTool = keyof typeof REQ_TYPES;

type EngineOptions = Pick<TaskHandlerSpec, 'timeoutMs' | 'metered' | 'inputObjects'>;

/** A handler of one of the spec's tools: its type and name come from the spec's table. */
export function engine(tool: SpecTool, module: URL, exportName: string, options: EngineOptions): TaskHandlerSpec {
  return { type: REQ_TYPES[tool], name: tool, module: module.href, exportName, ...options };
}

const ocr = (file: string) => new URL(`../../engines/ocr/${file}`, import.meta.url);
/** A recognition reads one uploaded image: its key is checked to be the visitor's own. */
const recognition = { timeoutMs: 60_000, metered: true, inputObjects: recognitionObjects };

/** The engines of the hub, one line per tool. */
const ENGINES: TaskHandlerSpec[] = [
  engine('BasicOcr', ocr('recognise.ts'), 'recognise', recognition),
  engine('InvoiceRecognize', ocr('recognise.ts'), 'recognise', recognition),
  engine('TableRecognize', ocr('recognise.ts'), 'recognise', recognition),
  engine('HandwritingErasure', ocr('recognise.ts'), 'recognise', recognition),
  engine('WordRestore', ocr('recognise.ts'), 'recognise', recognition),
  // The recognition screens' one call (spec §7 "Recognition flow"); sub_req_type picks the recognition.
  engine('CloudProxyOCR', ocr('recognise.ts'), 'recognise', recognition),
];

const SPEC_TOOL_OF_TYPE = new Map<number, SpecTool>(Object.entries(REQ_TYPES).map(([tool, type]) => [type, tool as SpecTool]));

export type HandlerLookup =
  | { kind: 'ready'; spec: TaskHandlerSpec }
  /** A type of the spec's table whose engine has not landed. */
  | { kind: 'not-open'; tool: SpecTool }
  | { kind: 'unknown' };

export interface HandlerRegistry {
  lookup(type: number): HandlerLookup;
  /** The spec of a type that has a handler, or undefined. */
  spec(type: number): TaskHandlerSpec | undefined;
}

export function createRegistry(extraHandlers: TaskHandlerSpec[] = [], engines: TaskHandlerSpec[] = ENGINES): HandlerRegistry {
  const byType = new Map<number, TaskHandlerSpec>();
  for (const spec of [...engines, ...extraHandlers]) {
    // Two handlers for one type would make which one runs depend on load order.
    if (byType.has(spec.type)) throw new Error(`two task handlers for request type ${spec.type} (${byType.get(spec.type)?.name}, ${spec.name})`);
    byType.set(spec.type, spec);
  }
  return {
    lookup(type) {
      const spec = byType.get(type);
      if (spec) return { kind: 'ready', spec };
      const tool = SPEC_TOOL_OF_TYPE.get(type);
      return tool ? { kind: 'not-open', tool } : { kind: 'unknown' };
    },
    spec: (type) => byType.get(type),
  };
}

/**
 * Which engine runs each request type (business_data.type). The spec's table (§3 "Tool-type
 * numbers") is the list of types the hub knows; a type of the table without an engine yet
 * answers "not open" (code 1), any other type is a bad request. Tests and the bench add
 * types of their own through `extraHandlers`.
 *
 * Registering an engine is one line in ENGINES, e.g.
 *   engine('BasicOcr', new URL('../../engines/ocr/basic-ocr.ts', import.meta.url), 'basicOcr', { timeoutMs: 60_000, metered: true, inputObjects: rawDataKeys }),
 * An engine with a model to load names its module's warm-up too (`warmUp: 'warmUp'`, an
 * EngineWarmUp): the worker threads run it as they start.
 */
import { CONVERT_TYPES, IMAGE_EFFECT_TYPES, REQ_TYPES, type ImageEffectTool } from '@toolhub/contracts';
import { convertObjects } from '../../engines/convert/convert-objects';
import { imageEffectObjects } from '../../engines/image/input-objects';
import { lifeHandlers } from '../../engines/life/handlers';
import { speechHandlers } from '../../engines/speech/handlers';
import { textHandlers } from '../../engines/text/handlers';
import { recognitionObjects, recognitionSubType } from '../../engines/ocr/recognition-objects';
import { compressObjects, decryptObjects, encryptObjects, mergeObjects, splitObjects } from '../../engines/pdf/input-objects';
import type { TaskHandlerSpec, WarmUpSpec } from './handler';

export type SpecTool = keyof typeof REQ_TYPES;

type EngineOptions = Pick<TaskHandlerSpec, 'timeoutMs' | 'metered' | 'inputObjects' | 'toolReqTypeOf' | 'warmUp'>;

/** A handler of one of the spec's tools: its type and name come from the spec's table. */
export function engine(tool: SpecTool, module: URL, exportName: string, options: EngineOptions): TaskHandlerSpec {
  return { type: REQ_TYPES[tool], name: tool, module: module.href, exportName, ...options };
}

/** A conversion: the spec's table gives conversions no type, so it comes from CONVERT_TYPES. Each takes a use and reads `files[].file`. */
export function convertEngine(tool: keyof typeof CONVERT_TYPES, module: URL, exportName: string, timeoutMs: number): TaskHandlerSpec {
  return { type: CONVERT_TYPES[tool], name: tool, module: module.href, exportName, timeoutMs, metered: true, inputObjects: convertObjects };
}

/**
 * An image effect: the family's own type (IMAGE_EFFECT_TYPES); it reads the uploaded image (and
 * a background) by key.
 * No warm-up: every thread would then carry every image model besides the recogniser, and
 * each loads in well under a second on its first task.
 */
export function imageEngine(tool: ImageEffectTool, module: URL, exportName: string, timeoutMs: number): TaskHandlerSpec {
  return { type: IMAGE_EFFECT_TYPES[tool], name: tool, module: module.href, exportName, timeoutMs, metered: true, inputObjects: imageEffectObjects };
}

const ocr = (file: string) => new URL(`../../engines/ocr/${file}`, import.meta.url);
/**
 * A recognition reads one uploaded image: its key is checked to be the visitor's own; its
 * sub_req_type picks the recognition. Its module warms the text recogniser up as a worker starts.
 */
const recognition = { timeoutMs: 60_000, metered: true, inputObjects: recognitionObjects, toolReqTypeOf: recognitionSubType, warmUp: 'warmUp' };
const pdf = (file: string) => new URL(`../../engines/pdf/${file}`, import.meta.url);
/** qpdf handles a 500-page file in about a second; compressing re-encodes every image, merging reads up to 50 files. */
const PDF_TIMEOUT_MS = 120_000;
const PDF_COMPRESS_TIMEOUT_MS = 300_000;
const convert = (file: string) => new URL(`../../engines/convert/${file}`, import.meta.url);
/** LibreOffice lays out a 10-page document in about a second; a long spreadsheet or PDF can take minutes. */
const CONVERT_TIMEOUT_MS = 180_000;

const image = (file: string) => new URL(`../../engines/image/${file}`, import.meta.url);
/** The slowest effect, a 4× image fix of a large photo on a busy machine, takes a few minutes. */
const IMAGE_TIMEOUT_MS = 300_000;

/** The engines of the hub, one line per tool. */
const ENGINES: TaskHandlerSpec[] = [
  engine('BasicOcr', ocr('recognise.ts'), 'recognise', recognition),
  engine('InvoiceRecognize', ocr('recognise.ts'), 'recognise', recognition),
  engine('TableRecognize', ocr('recognise.ts'), 'recognise', recognition),
  engine('HandwritingErasure', ocr('recognise.ts'), 'recognise', recognition),
  engine('WordRestore', ocr('recognise.ts'), 'recognise', recognition),
  // The recognition screens' one call (spec §7 "Recognition flow"); sub_req_type picks the recognition.
  engine('CloudProxyOCR', ocr('recognise.ts'), 'recognise', recognition),
  engine('PdfSplit', pdf('split.ts'), 'pdfSplit', { timeoutMs: PDF_TIMEOUT_MS, metered: true, inputObjects: splitObjects }),
  engine('PdfMerge', pdf('merge.ts'), 'pdfMerge', { timeoutMs: PDF_TIMEOUT_MS, metered: true, inputObjects: mergeObjects }),
  engine('PdfEncrypt', pdf('encrypt.ts'), 'pdfEncrypt', { timeoutMs: PDF_TIMEOUT_MS, metered: true, inputObjects: encryptObjects }),
  engine('PdfDecrypt', pdf('decrypt.ts'), 'pdfDecrypt', { timeoutMs: PDF_TIMEOUT_MS, metered: true, inputObjects: decryptObjects }),
  engine('PdfCompress', pdf('compress.ts'), 'pdfCompress', { timeoutMs: PDF_COMPRESS_TIMEOUT_MS, metered: true, inputObjects: compressObjects }),
  convertEngine('OfficeToPdf', convert('office-to-pdf.ts'), 'officeToPdf', CONVERT_TIMEOUT_MS),
  convertEngine('ImagesToPdf', convert('images-to-pdf.ts'), 'imagesToPdf', CONVERT_TIMEOUT_MS),
  convertEngine('PdfToImages', convert('pdf-to-images.ts'), 'pdfToImages', CONVERT_TIMEOUT_MS),
  convertEngine('PdfToText', convert('pdf-to-text.ts'), 'pdfToText', CONVERT_TIMEOUT_MS),
  convertEngine('PdfToWord', convert('pdf-to-word.ts'), 'pdfToWord', CONVERT_TIMEOUT_MS),
  imageEngine('ImageFix', image('image-fix/task.ts'), 'imageFix', IMAGE_TIMEOUT_MS),
  imageEngine('AnimeFilter', image('anime-filter/task.ts'), 'animeFilter', IMAGE_TIMEOUT_MS),
  imageEngine('TextRemoval', image('text-removal/task.ts'), 'textRemoval', IMAGE_TIMEOUT_MS),
  imageEngine('HumanSplit', image('human-split/task.ts'), 'humanSplit', IMAGE_TIMEOUT_MS),
  imageEngine('FaceFilter', image('face-filter/task.ts'), 'faceFilter', IMAGE_TIMEOUT_MS),
  imageEngine('AiArt', image('ai-art/task.ts'), 'aiArt', IMAGE_TIMEOUT_MS),
  // The speech, text and everyday families list theirs beside their engines.
  ...speechHandlers,
  ...textHandlers,
  ...lifeHandlers,
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
  /** The warm-ups of the registered handlers, each module's once. */
  warmUps(): WarmUpSpec[];
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
    warmUps() {
      const distinct = new Map<string, WarmUpSpec>();
      for (const { module, warmUp } of byType.values()) if (warmUp) distinct.set(`${module}#${warmUp}`, { module, exportName: warmUp });
      return [...distinct.values()];
    },
  };
}

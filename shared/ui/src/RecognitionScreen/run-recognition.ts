/**
 * One recognition (spec §7 "Recognition flow"): upload the image (recompressed: a png stays
 * png, anything else becomes a jpg at quality 0.3 — done once, when the screen chose it), then
 * the cloud-proxy OCR call with the stored object's name, synchronously. Never throws: it
 * answers what the screen shows.
 */
import {
  REQ_TYPES,
  TOOL_IDS,
  type CardSide,
  type RecognitionRequest,
  type TaskFile,
  type ToolMeta,
} from '@toolhub/contracts';
import { loadQuota, runTask, taskFailureText, tellRefusedUse, upload } from '@toolhub/sdk';
import { localisedFailure } from './failure-text';
import { RECOGNITION_COMPRESS, maxImageBytes } from './image-file';

/**
 * Reads a recognition's business_data.data, and the files the engine wrote (a result image),
 * into what the screen shows; undefined when it holds nothing to show.
 */
export type ReadRecognitionResult<T> = (data: unknown, files: TaskFile[]) => T | undefined;

export interface RecognitionRun<T> {
  file: File;
  tool: ToolMeta;
  /** The recognition the cloud-proxy call asks for (sub_req_type). */
  subReqType: number;
  /** Sent only for card types that have sides. */
  cardSide?: CardSide;
  /** Reads business_data.data; undefined when it holds nothing to show. */
  readResult: ReadRecognitionResult<T>;
  /** The screen's texts this flow needs. */
  text: (key: 'errorReadingFile' | 'noText' | 'noObject' | 'noCard') => string;
}

export type RecognitionOutcome<T> = { type: 'succeeded'; result: T } | { type: 'failed'; error: string };

export function recognitionRequest(rawData: string, subReqType: number, cardSide?: CardSide): RecognitionRequest {
  return {
    req_type: 0,
    sub_req_type: subReqType,
    req_data: { item: { file_type: 1, data_type: 2, raw_data: rawData, ...(cardSide ? { extend: { cardSide } } : {}) } },
  };
}

export async function runRecognition<T>({ file, tool, subReqType, cardSide, readResult, text }: RecognitionRun<T>): Promise<RecognitionOutcome<T>> {
  // Silent: the screen's alert words every failure itself, once.
  const stored = await upload(file, { compress: RECOGNITION_COMPRESS, maxSize: maxImageBytes(tool), toolid: tool.toolid, silent: true });
  if (!stored.cosName) return { type: 'failed', error: taskFailureText(tool.name, stored.failure?.message) };

  const outcome = await runTask({
    toolName: tool.name,
    type: REQ_TYPES.CloudProxyOCR,
    toolId: TOOL_IDS.CloudProxy,
    scene: tool.scene,
    charging: tool.needCharge,
    isAsync: false,
    data: recognitionRequest(stored.cosName, subReqType, cardSide),
    silent: true,
  });
  if (!outcome.ok) {
    // A silent call tells no refused use by itself: a visitor not logged in (1101, or 2 from an
    // older server) gets the login panel, and reads what a login brings instead of "come back
    // tomorrow"; the count the tip bar shows is refreshed.
    const invite = await tellRefusedUse(tool.scene, outcome.code);
    if (invite) return { type: 'failed', error: taskFailureText(tool.name, invite) };
    return { type: 'failed', error: localisedFailure(outcome.message, tool.name, text) };
  }
  // The server took one use for this success (none from a member): the tip bar shows what is left.
  void loadQuota(tool.scene);
  const result = readResult(outcome.data, outcome.files);
  return result === undefined ? { type: 'failed', error: text('noText') } : { type: 'succeeded', result };
}

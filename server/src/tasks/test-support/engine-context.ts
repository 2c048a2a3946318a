/**
 * A task context for running an engine directly in a test or the bench, without the task
 * engine: every read answers the one image, progress goes nowhere.
 */
import type { TaskContext } from '../handler';

export function engineContext(image: Buffer, { scene = '', signal = new AbortController().signal } = {}): TaskContext {
  return { scene, signal, readObject: async () => image, progress: () => undefined };
}

/** A recognition request (spec §3) for an uploaded object; by default the image `engineContext` serves. */
export const recognitionInput = (subReqType: number, rawData = 'engine-test-image') => ({
  req_type: 0,
  sub_req_type: subReqType,
  req_data: { item: { file_type: 1, data_type: 2, raw_data: rawData } },
});

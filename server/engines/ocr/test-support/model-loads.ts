/**
 * A task handler for the warm-up test: how many loads of the OCR model its worker thread has
 * begun. The model module is imported on the call, so the probe loads nothing itself.
 */
import type { TaskHandler, TaskHandlerSpec } from '../../../src/tasks/handler';

export const modelLoads: TaskHandler = async () => {
  const paddle = await import('../paddle');
  return { data: { loads: paddle.modelLoads() } };
};

export const MODEL_LOADS: TaskHandlerSpec = { type: 9901, name: 'OcrModelLoads', module: import.meta.url, exportName: 'modelLoads', timeoutMs: 10_000, metered: false };

import type { ToolMeta } from '@toolhub/contracts';
import type { TaskResult } from '@toolhub/sdk';

/** What the recognition screens' tests run: basic text recognition, a tool without charging. */
export const basicOcrTool: ToolMeta = {
  toolid: 52,
  path: 'basic-ocr',
  name: '通用文字识别',
  keyword: '',
  category: '文字识别',
  icon: '',
  scene: 'basic_ocr',
  needCharge: false,
  module: './BasicOcr',
};

/** A finished task's answer, business_data.data, with no files. */
export const succeeded = (data: unknown): TaskResult => ({ ok: true, taskId: 't1', data, files: [] });

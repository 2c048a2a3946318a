/**
 * What a task answer means (spec §8 "Screen messages"): still going, done, or failed, and the
 * text a failure shows — `<tool name>失败！` plus the `X` of `err is X` when the answer has one.
 */
import { TASK_STATUS, reasonDetail, type ToolTaskResponse } from '@toolhub/contracts';
import { defineMessages } from '../i18n';

const messages = defineMessages({
  'zh-CN': { failed: '{name}失败！{detail}', timedOut: '处理超时，请稍后再试' },
  en: { failed: '{name} failed! {detail}', timedOut: 'it took too long, please try again later' },
});

export type TaskStep =
  | { kind: 'pending'; progress: number }
  | { kind: 'done'; answer: ToolTaskResponse }
  | { kind: 'failed'; detail?: string; code: number };

export function stepOf(answer: ToolTaskResponse): TaskStep {
  const { common_rsp: status, business_data: business, rsp_header: header } = answer;
  if (status.state === 'created' || status.state === 'running' || status.task_status === TASK_STATUS.pending) {
    return { kind: 'pending', progress: status.progress };
  }
  if (status.task_status === TASK_STATUS.done && business.Type === 0) return { kind: 'done', answer };
  return { kind: 'failed', detail: reasonDetail(header.reason), code: business.Type || header.ret_code };
}

/** `<name>失败！` followed by the detail when there is one. */
export const taskFailureText = (toolName: string, detail?: string) => messages.t('failed', { name: toolName, detail: detail ?? '' }).trim();

export const timedOutDetail = () => messages.t('timedOut');

/** A task as the two families of calls answer it: the proxy's envelope, and the plain view. */
import { ERROR_CODES, TASK_STATUS, TEMP_URL_TTL_SECONDS, type TaskFile, type TaskView, type ToolTaskResponse } from '@toolhub/contracts';
import type { Storage } from '../storage/types';
import type { ResultObject, TaskRow } from './task-rows';

const statusOf = (task: TaskRow) => (task.state === 'done' ? TASK_STATUS.done : task.state === 'failed' ? TASK_STATUS.failed : TASK_STATUS.pending);
const errorCodeOf = (task: TaskRow) => task.error_code ?? ERROR_CODES.SERVICE;

/** The files of a done task, each with a download URL that works for TEMP_URL_TTL_SECONDS. */
export function filesOf(task: TaskRow, storage: Pick<Storage, 'signedUrl'>, origin: string): TaskFile[] {
  if (task.state !== 'done' || !task.result_objects) return [];
  const objects = JSON.parse(task.result_objects) as ResultObject[];
  return objects.map((object) => ({ ...object, url: storage.signedUrl(object.cos_name, origin, TEMP_URL_TTL_SECONDS) }));
}

export function toolTaskResponse(task: TaskRow, files: TaskFile[]): ToolTaskResponse {
  const failed = task.state === 'failed';
  return {
    common_rsp: { task_id: task.task_id, task_status: statusOf(task), state: task.state, progress: task.state === 'done' ? 100 : task.progress },
    business_data: {
      Type: failed ? errorCodeOf(task) : 0,
      data: task.state === 'done' ? (task.result ?? '') : '',
      files,
    },
    rsp_header: failed ? { ret_code: errorCodeOf(task), reason: task.reason ?? '' } : { ret_code: 0, reason: '' },
  };
}

export function taskView(task: TaskRow, files: TaskFile[]): TaskView {
  return {
    task_id: task.task_id,
    state: task.state,
    progress: task.state === 'done' ? 100 : task.progress,
    ...(task.state === 'done' ? { result: task.result ?? '' } : {}),
    files,
    ...(task.state === 'failed' ? { error_code: errorCodeOf(task), reason: task.reason ?? '' } : {}),
  };
}

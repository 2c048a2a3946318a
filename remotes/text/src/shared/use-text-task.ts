/**
 * A text tool's task as its screen runs it: useToolTask with the family's failure wording, the
 * answer read with the tool's result schema, and the ResultArea state it maps to.
 */
import type { TaskFile, ToolMeta } from '@toolhub/contracts';
import { useToolTask, type ResultAreaState } from '@toolhub/ui';
import { describeFailure, type TextFailureKey } from './failures';

interface Schema<R> {
  safeParse(data: unknown): { success: true; data: R } | { success: false };
}

export interface TextOutcome<R> {
  result: R;
  files: TaskFile[];
}

export function useTextTask<R>(tool: ToolMeta, type: number, schema: Schema<R>) {
  const task = useToolTask<TextOutcome<R>, TextFailureKey>(tool, type, {
    read: (data, files) => {
      const parsed = schema.safeParse(data);
      return parsed.success ? { result: parsed.data, files } : undefined;
    },
    describe: (message) => describeFailure(message, tool.name),
  });
  const { state } = task;
  const area: ResultAreaState = state.status === 'idle' ? 'empty' : state.status === 'running' ? 'busy' : state.status === 'failed' ? 'error' : 'ready';
  return { ...task, area, running: state.status === 'running', progress: state.status === 'running' ? state.progress : undefined, error: state.status === 'failed' ? state.message : undefined };
}

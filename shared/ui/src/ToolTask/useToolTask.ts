/**
 * One run at a time of a tool's task with `runTask`, as a screen holds it: created
 * asynchronously and polled, its progress reported as the engine gives it, its answer read by
 * the tool, its failure worded by the tool. A refused use (1101, 2) is told here — a visitor
 * not logged in gets the login panel and reads what a login brings — and it, like every
 * success, refreshes the count the tip bar shows (the server took the use).
 */
import type { TaskFile, ToolMeta } from '@toolhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadQuota, runTask, taskFailureText, tellRefusedUse } from '@toolhub/sdk';

export type ToolTaskState<Outcome, Failure> =
  | { status: 'idle' }
  /** 0..1. */
  | { status: 'running'; progress: number }
  | { status: 'done'; outcome: Outcome }
  | { status: 'failed'; message: string; failure?: Failure };

export interface ToolTaskReading<Outcome, Failure> {
  /** What the screen shows of a done task; undefined when its answer holds nothing to show. */
  read: (data: unknown, files: TaskFile[]) => Outcome | undefined;
  /** A failure's message as the visitor reads it, and which known failure it was. */
  describe: (message: string) => { message: string; failure?: Failure };
}

export function useToolTask<Outcome, Failure = never>(
  tool: Pick<ToolMeta, 'name' | 'toolid' | 'scene' | 'needCharge'>,
  type: number,
  { read, describe }: ToolTaskReading<Outcome, Failure>,
) {
  type State = ToolTaskState<Outcome, Failure>;
  const [state, setState] = useState<State>({ status: 'idle' });
  // A ref, not state: two presses in one frame both see the first one's run.
  const running = useRef<AbortController | undefined>(undefined);
  // The tool's readers, current without making `run` change with them.
  const reading = useRef({ read, describe });
  reading.current = { read, describe };

  // Leaving the tool stops waiting for its task.
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(
    async (data: unknown): Promise<State> => {
      if (running.current) return { status: 'running', progress: 0 };
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'running', progress: 0 });
      let result: Awaited<ReturnType<typeof runTask>>;
      try {
        result = await runTask({
          toolName: tool.name,
          type,
          toolId: tool.toolid,
          scene: tool.scene,
          charging: tool.needCharge,
          data,
          isAsync: true,
          // The screen words every failure itself, in its alert.
          silent: true,
          signal: controller.signal,
          onProgress: (percent) => {
            if (!controller.signal.aborted) setState({ status: 'running', progress: percent / 100 });
          },
        });
      } catch (error) {
        // runTask answers its failures; should it ever throw, the screen must not spin forever.
        console.error('[toolhub] task failed', error);
        result = { ok: false, message: taskFailureText(tool.name, error instanceof Error ? error.message : undefined) };
      }
      running.current = undefined;
      if (controller.signal.aborted) return { status: 'idle' };

      let next: State;
      if (result.ok) {
        const outcome = reading.current.read(result.data, result.files);
        // Done but nothing to show: a failure to the visitor, never an empty result.
        next = outcome === undefined ? { status: 'failed', message: taskFailureText(tool.name) } : { status: 'done', outcome };
        void loadQuota(tool.scene);
      } else {
        const invite = await tellRefusedUse(tool.scene, result.code);
        if (controller.signal.aborted) return { status: 'idle' };
        next = invite ? { status: 'failed', message: taskFailureText(tool.name, invite) } : { status: 'failed', ...reading.current.describe(result.message) };
      }
      setState(next);
      return next;
    },
    [tool, type],
  );

  /** Forgets the result or failure (a new file was chosen); a run in flight is abandoned. */
  const reset = useCallback(() => {
    running.current?.abort();
    running.current = undefined;
    setState({ status: 'idle' });
  }, []);

  return { state, run, reset };
}

export type ToolTask<Outcome, Failure = never> = ReturnType<typeof useToolTask<Outcome, Failure>>;

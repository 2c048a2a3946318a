/**
 * One run of a PDF or conversion task with the SDK's `runTask`: created asynchronously and
 * polled, its progress reported as the engine gives it, its answer read with the contracts'
 * `pdfResultSchema`, and its failure worded for the visitor. A refused use (1101, 2) is told
 * by the SDK — a visitor not logged in gets the login panel and reads what a login brings —
 * and it, like every success, refreshes the count the tip bar shows (the server took the use).
 */
import { pdfResultSchema, type PdfResult, type TaskFile, type ToolMeta } from '@toolhub/contracts';
import { loadQuota, runTask, taskFailureText, tellRefusedUse } from '@toolhub/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeFailure, type PdfFailure } from './failures';

export interface PdfTaskOutcome {
  /** The sizes and pages the engine reports; absent when its answer had none. */
  summary?: PdfResult;
  /** What to download, each with its time-limited URL. */
  files: TaskFile[];
}

export type PdfTaskState =
  | { status: 'idle' }
  | { status: 'running'; progress: number }
  | { status: 'done'; outcome: PdfTaskOutcome }
  | { status: 'failed'; message: string; failure?: PdfFailure };

export function usePdfTask(tool: Pick<ToolMeta, 'name' | 'toolid' | 'scene' | 'needCharge'>, type: number) {
  const [state, setState] = useState<PdfTaskState>({ status: 'idle' });
  // A ref, not state: two presses in one frame both see the first one's run.
  const running = useRef<AbortController | undefined>(undefined);

  // Leaving the tool stops waiting for its task.
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(
    async (data: unknown): Promise<PdfTaskState> => {
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
        console.error('[pdf] task failed', error);
        result = { ok: false, message: taskFailureText(tool.name, error instanceof Error ? error.message : undefined) };
      }
      running.current = undefined;
      if (controller.signal.aborted) return { status: 'idle' };

      let next: PdfTaskState;
      if (result.ok) {
        const summary = pdfResultSchema.safeParse(result.data);
        next = result.files.length
          ? { status: 'done', outcome: { summary: summary.success ? summary.data : undefined, files: result.files } }
          : // Done but nothing to download: there is nothing to show either.
            { status: 'failed', message: taskFailureText(tool.name) };
        void loadQuota(tool.scene);
      } else {
        const invite = await tellRefusedUse(tool.scene, result.code);
        if (controller.signal.aborted) return { status: 'idle' };
        next = invite ? { status: 'failed', message: taskFailureText(tool.name, invite) } : { status: 'failed', ...describeFailure(result.message, tool.name) };
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

export type PdfTask = ReturnType<typeof usePdfTask>;

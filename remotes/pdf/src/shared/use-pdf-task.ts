/**
 * One run of a PDF or conversion task: the SDK's `useToolTask`, its answer read with the
 * contracts' `pdfResultSchema` and its failure worded by the family (a password failure stays
 * known, so the screen can ask for the password).
 */
import { pdfResultSchema, type PdfResult, type TaskFile, type ToolMeta } from '@toolhub/contracts';
import { useToolTask, type ToolTaskReading, type ToolTaskState } from '@toolhub/ui';
import { describeFailure, type PdfFailure } from './failures';

export interface PdfTaskOutcome {
  /** The sizes and pages the engine reports; absent when its answer had none. */
  summary?: PdfResult;
  /** What to download, each with its time-limited URL. */
  files: TaskFile[];
}

export type PdfTaskState = ToolTaskState<PdfTaskOutcome, PdfFailure>;

export function usePdfTask(tool: Pick<ToolMeta, 'name' | 'toolid' | 'scene' | 'needCharge'>, type: number) {
  const reading: ToolTaskReading<PdfTaskOutcome, PdfFailure> = {
    // Done but nothing to download: there is nothing to show either.
    read: (data, files) => {
      if (!files.length) return undefined;
      const summary = pdfResultSchema.safeParse(data);
      return { summary: summary.success ? summary.data : undefined, files };
    },
    describe: (message) => describeFailure(message, tool.name),
  };
  return useToolTask(tool, type, reading);
}

export type PdfTask = ReturnType<typeof usePdfTask>;

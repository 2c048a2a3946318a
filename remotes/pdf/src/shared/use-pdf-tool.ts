/**
 * What every tool of the family holds: the chosen files and one task over them. A change to
 * the files (one added, removed, moved, unlocked) makes an earlier result or failure stale, so
 * it goes; the task's own run cannot change them (the list is locked while it runs).
 */
import type { ToolMeta } from '@toolhub/contracts';
import { useCallback, useEffect, useRef } from 'react';
import type { DocumentKind } from './file-kinds';
import { useChosenFiles } from './use-chosen-files';
import { usePdfTask } from './use-pdf-task';

export interface PdfToolOptions {
  tool: ToolMeta;
  /** business_data.type: REQ_TYPES.PdfSplit, CONVERT_TYPES.OfficeToPdf, … */
  type: number;
  kinds: readonly DocumentKind[];
  /** How many files the tool takes at most. */
  max: number;
}

export function usePdfTool({ tool, type, kinds, max }: PdfToolOptions) {
  const chosen = useChosenFiles({ tool, kinds, max });
  const task = usePdfTask(tool, type);
  const { reset } = task;
  const running = task.state.status === 'running';

  // Only a change of which files, their order, pages or passwords: not their upload progress.
  const shape = chosen.files.map((file) => `${file.id}:${file.reading}:${file.password ?? ''}:${file.pages?.join(',') ?? ''}`).join('|');
  const previousShape = useRef(shape);
  useEffect(() => {
    // A file read while the task runs (its pages counted late) does not stop the task.
    if (previousShape.current === shape) return;
    previousShape.current = shape;
    if (!running) reset();
  }, [shape, reset, running]);

  /** Back to the empty tool: no files, no result. */
  const startOver = useCallback(() => {
    chosen.clear();
    reset();
  }, [chosen, reset]);

  return { tool, kinds, max, chosen, task, running, startOver };
}

export type PdfTool = ReturnType<typeof usePdfTool>;

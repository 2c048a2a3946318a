/**
 * What every tool of the family holds: the chosen files and one task over them. A change to
 * the files (one added, removed, moved, unlocked) makes an earlier result or failure stale, so
 * it goes; the task's own run cannot change them (the list is locked while it runs).
 */
import type { ToolMeta } from '@toolhub/contracts';
import { useCallback, useEffect, useRef } from 'react';
import type { DocumentKind } from './file-kinds';
import { useChosenFiles, type ChosenFile } from './use-chosen-files';
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

/** The stored PDF as a task takes it: its storage name, and the password that opened it (if one did). */
export interface StoredPdf {
  file: string;
  password?: string;
}

const ONLY_PDF: readonly DocumentKind[] = ['pdf'];

/**
 * A tool over one PDF (split, compress, encrypt, decrypt): its file, and `runWith`, which runs
 * the task with the input the tool makes of the stored file — once it is stored.
 */
export function useOnePdf(tool: ToolMeta, type: number) {
  const pdf = usePdfTool({ tool, type, kinds: ONLY_PDF, max: 1 });
  const [file] = pdf.chosen.files;
  const runWith = (input: (stored: StoredPdf, chosen: ChosenFile) => unknown) => {
    const stored = file?.upload.cosName;
    if (!file || !stored) return;
    void pdf.task.run(input({ file: stored, ...(file.password ? { password: file.password } : {}) }, file));
  };
  return { pdf, file, runWith };
}

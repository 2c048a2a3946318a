/**
 * The files a visitor chose for a tool, from the moment they are chosen: each is read in the
 * browser (pages, password) and uploaded right away, one after another, so the progress of
 * each shows in its row and the task can start as soon as the last one is stored.
 */
import type { ToolMeta } from '@toolhub/contracts';
import { tooLargeToTry, upload } from '@toolhub/sdk';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useT } from '../messages';
import { extensionsOf, kindOfFile, sizeRuleOf, type DocumentKind } from './file-kinds';
import { openPdf, type PdfDocument, type PdfOpening } from './pdf-reader';

export interface UploadState {
  phase: 'waiting' | 'preparing' | 'uploading' | 'done' | 'failed';
  /** 0..1 of the bytes sent. */
  ratio: number;
  /** The stored object, once done: the task's input. */
  cosName?: string;
  /** Why it failed, as the visitor reads it. */
  error?: string;
}

/**
 * What the browser made of a file: still reading, read (its pages known), locked (it needs its
 * open password), damaged, or unknown (not a PDF, or pdf.js did not load: the server judges).
 */
export type Reading = 'reading' | 'read' | 'locked' | 'damaged' | 'unknown';

export interface ChosenFile {
  id: string;
  file: File;
  kind: DocumentKind;
  reading: Reading;
  pageCount?: number;
  /** The reader of a PDF that opened, for its page images. */
  document?: PdfDocument;
  /** The open password that unlocked it, sent with the task. */
  password?: string;
  upload: UploadState;
  /** The pages to keep, in this order (1-based); all of them when absent. */
  pages?: number[];
}

export interface ChosenFilesOptions {
  tool: Pick<ToolMeta, 'toolid' | 'maxsize'>;
  kinds: readonly DocumentKind[];
  /** How many files the tool takes at most (1 for a one-file tool: a new choice replaces the old). */
  max: number;
}

export type UnlockResult = 'unlocked' | 'wrongPassword' | 'unreadable';

type Action =
  | { type: 'added'; files: ChosenFile[]; replace: boolean }
  | { type: 'removed'; id: string }
  | { type: 'moved'; id: string; to: number }
  | { type: 'read'; id: string; opening: PdfOpening; password?: string }
  | { type: 'upload'; id: string; upload: UploadState }
  | { type: 'pages'; id: string; pages: number[] | undefined }
  | { type: 'password'; id: string; password: string }
  | { type: 'cleared' };

function readingOf(opening: PdfOpening): Pick<ChosenFile, 'reading' | 'pageCount' | 'document'> {
  if (opening.ok) return { reading: 'read', pageCount: opening.document.pageCount, document: opening.document };
  if (opening.reason === 'needsPassword' || opening.reason === 'wrongPassword') return { reading: 'locked' };
  return { reading: opening.reason === 'damaged' ? 'damaged' : 'unknown' };
}

function reducer(files: ChosenFile[], action: Action): ChosenFile[] {
  const update = (id: string, change: (file: ChosenFile) => ChosenFile) => files.map((file) => (file.id === id ? change(file) : file));
  switch (action.type) {
    case 'added':
      return action.replace ? action.files : [...files, ...action.files];
    case 'removed':
      return files.filter((file) => file.id !== action.id);
    case 'moved': {
      const from = files.findIndex((file) => file.id === action.id);
      if (from < 0) return files;
      const to = Math.max(0, Math.min(files.length - 1, action.to));
      const next = [...files];
      next.splice(to, 0, ...next.splice(from, 1));
      return next;
    }
    case 'read':
      return update(action.id, (file) => ({ ...file, ...readingOf(action.opening), ...(action.password !== undefined ? { password: action.password } : {}) }));
    case 'upload':
      return update(action.id, (file) => ({ ...file, upload: action.upload }));
    case 'pages':
      return update(action.id, (file) => ({ ...file, pages: action.pages }));
    case 'password':
      return update(action.id, (file) => ({ ...file, password: action.password }));
    case 'cleared':
      return [];
  }
}

let lastId = 0;

export function useChosenFiles({ tool, kinds, max }: ChosenFilesOptions) {
  const t = useT();
  const [files, dispatch] = useReducer(reducer, []);
  // The latest list for callbacks and clean-ups that outlive a render.
  const filesRef = useRef(files);
  filesRef.current = files;
  const uploads = useRef(new Map<string, AbortController>());

  /** Forgets a file: its upload stops where it is and its reader is freed. */
  const release = useCallback((file: ChosenFile) => {
    uploads.current.get(file.id)?.abort();
    uploads.current.delete(file.id);
    file.document?.close();
  }, []);

  const isChosen = useCallback((id: string) => filesRef.current.some((file) => file.id === id), []);

  const read = useCallback((chosen: ChosenFile) => {
    if (chosen.kind !== 'pdf') return;
    void openPdf(chosen.file).then((opening) => {
      // Removed while it was read: nobody will free it otherwise.
      if (!isChosen(chosen.id)) return opening.ok && opening.document.close();
      dispatch({ type: 'read', id: chosen.id, opening });
    });
  }, [isChosen]);

  /**
   * Takes the visitor's files; answers why some were refused (nothing of them is kept then),
   * or undefined. A one-file tool replaces its file.
   */
  const add = useCallback(
    (chosen: File[]): string | undefined => {
      const replace = max === 1;
      // The upload box of an empty panel refuses more than max itself; files added to a list come
      // only here, and count the files it already holds.
      const room = replace ? 1 : max - filesRef.current.length;
      if (chosen.length > room) return t('tooManyFiles', { max });
      const refused = chosen.find((file) => {
        const kind = kindOfFile(file);
        return !kind || !kinds.includes(kind);
      });
      if (refused) return t('wrongKind', { kinds: extensionsOf(kinds) });
      // A picture over the limit may still fit once compressed: the upload judges it then (its row says so).
      if (chosen.some((file) => tooLargeToTry(file, sizeRuleOf(kindOfFile(file) as DocumentKind, tool)))) return t('failure_tooLarge');

      const added: ChosenFile[] = chosen.map((file) => {
        const kind = kindOfFile(file) as DocumentKind;
        return {
          id: `file-${++lastId}`,
          file,
          kind,
          // An image is one page and needs no reading; an office file is read by the server only.
          reading: kind === 'pdf' ? 'reading' : kind === 'image' ? 'read' : 'unknown',
          ...(kind === 'image' ? { pageCount: 1 } : {}),
          upload: { phase: 'waiting', ratio: 0 },
        };
      });
      if (replace) filesRef.current.forEach(release);
      dispatch({ type: 'added', files: added, replace });
      added.forEach(read);
      return undefined;
    },
    [kinds, max, read, release, t, tool],
  );

  const remove = useCallback(
    (id: string) => {
      const file = filesRef.current.find((candidate) => candidate.id === id);
      if (file) release(file);
      dispatch({ type: 'removed', id });
    },
    [release],
  );

  const clear = useCallback(() => {
    filesRef.current.forEach(release);
    dispatch({ type: 'cleared' });
  }, [release]);

  const move = useCallback((id: string, to: number) => dispatch({ type: 'moved', id, to }), []);
  const setPages = useCallback((id: string, pages: number[] | undefined) => dispatch({ type: 'pages', id, pages }), []);
  const retryUpload = useCallback((id: string) => dispatch({ type: 'upload', id, upload: { phase: 'waiting', ratio: 0 } }), []);

  /**
   * Opens a locked file with `password`; on success the file is read and the password kept for
   * the task. Without a reader in the browser the password is kept as typed: the server judges it.
   */
  const unlock = useCallback(async (id: string, password: string): Promise<UnlockResult> => {
    const file = filesRef.current.find((candidate) => candidate.id === id);
    if (!file) return 'unreadable';
    const opening = await openPdf(file.file, password);
    if (!opening.ok && (opening.reason === 'wrongPassword' || opening.reason === 'needsPassword')) return 'wrongPassword';
    if (!opening.ok && opening.reason === 'unavailable') {
      dispatch({ type: 'password', id, password });
      return 'unlocked';
    }
    if (!isChosen(id)) {
      if (opening.ok) opening.document.close();
      return 'unreadable';
    }
    dispatch({ type: 'read', id, opening, password });
    return opening.ok ? 'unlocked' : 'unreadable';
  }, [isChosen]);

  // The upload queue: the first waiting file goes when none is on its way.
  useEffect(() => {
    if (uploads.current.size > 0) return;
    const next = files.find((file) => file.upload.phase === 'waiting');
    if (!next) return;
    const controller = new AbortController();
    uploads.current.set(next.id, controller);
    const report = (state: UploadState) => isChosen(next.id) && dispatch({ type: 'upload', id: next.id, upload: state });
    report({ phase: 'preparing', ratio: 0 });
    void upload(next.file, {
      toolid: tool.toolid,
      ...sizeRuleOf(next.kind, tool),
      signal: controller.signal,
      // The row says what went wrong, once.
      silent: true,
      onProgress: (progress) => {
        if (progress.phase === 'uploading') report({ phase: 'uploading', ratio: progress.ratio });
      },
    }).then((stored) => {
      uploads.current.delete(next.id);
      if (controller.signal.aborted) return;
      report(stored.cosName ? { phase: 'done', ratio: 1, cosName: stored.cosName } : { phase: 'failed', ratio: 0, error: stored.failure?.message });
    });
  }, [files, tool, isChosen]);

  // Leaving the tool stops every upload and frees every reader.
  useEffect(() => () => filesRef.current.forEach(release), [release]);

  const allUploaded = files.length > 0 && files.every((file) => file.upload.phase === 'done');
  return { files, add, remove, move, clear, unlock, setPages, retryUpload, allUploaded };
}

export type ChosenFiles = ReturnType<typeof useChosenFiles>;

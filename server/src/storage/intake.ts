/**
 * The last step of a form upload: a staged file is checked (size for its kind, real type,
 * image canvas), moved into the store under its key and recorded to its owner. A file that
 * fails a check is deleted and answered with the catalogue's words.
 */
import fs from 'node:fs/promises';
import { ERROR_CODES, FILE_TOO_LARGE, FILE_TYPE_MISMATCH, type FileKind, type FileType } from '@toolhub/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { ApiError } from '../http/errors';
import { inspectFile, kindOfType, type DetectedType } from './file-types';
import type { ObjectFiles } from './object-files';
import { recordObject } from './objects-table';
import { discardStaged, type StagedFile } from './staging';
import type { ObjectStore } from './types';

export const fileTooLarge = () => new ApiError(413, ERROR_CODES.BAD_REQUEST, FILE_TOO_LARGE);
export const fileTypeMismatch = () => new ApiError(400, ERROR_CODES.BAD_REQUEST, FILE_TYPE_MISMATCH);

/** Moves a staged file into the store; the staged file is gone afterwards either way. */
export type CommitStaged = (staged: StagedFile, key: string, meta: { contentType: string; fileName?: string }, store?: ObjectStore) => Promise<void>;

/** Into the embedded store's folder: a rename. */
export const commitToFiles = (files: ObjectFiles): CommitStaged => async (staged, key, meta) => {
  await files.commit(staged, key, meta);
};

/** To COS (with the hub's keys, or the visitor's temporary ones): the bytes are read back and put. */
export const commitToStore = (defaultStore: ObjectStore): CommitStaged => async (staged, key, meta, store = defaultStore) => {
  try {
    await store.put(key, await fs.readFile(staged.path), meta.contentType);
  } finally {
    await discardStaged(staged);
  }
};

export interface IntakeDeps {
  db: Db;
  bucket: string;
  clock: Clock;
  commit: CommitStaged;
}

export interface IntakeRequest {
  owner: string;
  /** The kind the file must be, when the credential named one. */
  kind?: FileKind;
  /** The type the client named (extension): kept when the bytes are of its family. */
  claimed?: FileType;
  /** The limit for the file's kind. */
  maxBytes: (kind: FileKind) => number;
  /** The key, once the real type is known. */
  keyFor: (detected: DetectedType) => string;
  fileName?: string;
  /** Another store to put into (COS with the visitor's temporary keys). */
  store?: ObjectStore;
}

export async function acceptStaged(deps: IntakeDeps, staged: StagedFile, request: IntakeRequest) {
  let committed = false;
  try {
    // A name that claims a type binds the kind too: an image named `.pdf` is refused.
    const kind = request.kind ?? (request.claimed && kindOfType(request.claimed));
    const inspection = await inspectFile(staged.path, staged.head, { kind, claimed: request.claimed });
    if (!inspection.ok) throw inspection.reason === 'pixels' ? fileTooLarge() : fileTypeMismatch();
    const { detected } = inspection;
    if (staged.size > request.maxBytes(detected.kind)) throw fileTooLarge();
    const key = request.keyFor(detected);
    committed = true;
    await deps.commit(staged, key, { contentType: detected.contentType, fileName: request.fileName }, request.store);
    await recordObject(deps.db, deps.bucket, { key, owner: request.owner, kind: 'upload', size: staged.size, contentType: detected.contentType }, deps.clock());
    return { key, size: staged.size, contentType: detected.contentType };
  } finally {
    if (!committed) await discardStaged(staged);
  }
}

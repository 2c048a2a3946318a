/**
 * A build as a tool team publishes it: its files, checked against the remote contract
 * (DESIGN §3) — a federation manifest whose entry is among the files, a catalog whose every
 * tool names a module the remote exposes — and a digest of all of it.
 */
import crypto from 'node:crypto';
import { CATALOG_FILE, MANIFEST_FILE, catalogSchema, type SharedDep, type ToolMeta } from '@toolhub/contracts';
import { badRequest } from '../http/errors';
import { manifestSchema, remoteEntryFile, sharedDepsOf, type Manifest } from './manifest';

export interface BuildFile {
  path: string;
  bytes: Buffer;
}

export interface Build {
  name: string;
  files: BuildFile[];
  manifest: Manifest;
  catalog: ToolMeta[];
  shared: SharedDep[];
  digest: string;
  bytes: number;
}

const MAX_FILES = 2000;
/** Relative POSIX paths of plain names: nothing that could leave the version's folder. */
const SAFE_PATH = /^(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._@+-]+(\/[A-Za-z0-9._@+-]+)*$/;

function parseJsonFile<T>(files: Map<string, Buffer>, file: string, parse: (value: unknown) => T): T {
  const bytes = files.get(file);
  if (!bytes) throw badRequest(`the build has no ${file}: the remote contract needs it beside the entry`);
  try {
    return parse(JSON.parse(bytes.toString('utf8')));
  } catch (error) {
    throw badRequest(`${file} is not valid: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`);
  }
}

/** sha256 over every file's path and bytes, in path order: the same build always has the same digest. */
export function digestOf(files: BuildFile[]): string {
  const hash = crypto.createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    hash.update(`${file.path}\0${crypto.createHash('sha256').update(file.bytes).digest('hex')}\n`);
  }
  return hash.digest('hex');
}

export function readBuild(files: BuildFile[]): Build {
  if (files.length > MAX_FILES) throw badRequest(`a build may hold at most ${MAX_FILES} files`);
  const byPath = new Map<string, Buffer>();
  for (const file of files) {
    if (!SAFE_PATH.test(file.path)) throw badRequest(`file path ${JSON.stringify(file.path)} is not a plain relative path`);
    if (byPath.has(file.path)) throw badRequest(`file ${file.path} is given twice`);
    byPath.set(file.path, file.bytes);
  }
  const manifest = parseJsonFile(byPath, MANIFEST_FILE, (value) => manifestSchema.parse(value));
  const catalog = parseJsonFile(byPath, CATALOG_FILE, (value) => catalogSchema.parse(value));
  if (!byPath.has(remoteEntryFile(manifest))) throw badRequest(`the manifest's entry ${remoteEntryFile(manifest)} is not among the files`);
  const exposed = new Set(manifest.exposes.map((e) => e.path));
  for (const tool of catalog) {
    if (!exposed.has(tool.module)) throw badRequest(`tool ${tool.path} names module ${tool.module}, which the manifest does not expose`);
  }
  return {
    name: manifest.name,
    files,
    manifest,
    catalog,
    shared: sharedDepsOf(manifest),
    digest: digestOf(files),
    bytes: files.reduce((sum, file) => sum + file.bytes.length, 0),
  };
}

/**
 * A build as a tool team publishes it: its files, checked against the remote contract
 * (DESIGN §3) — a federation manifest that loads only the build's own files (sources.ts), a
 * catalog whose every tool names a module the remote exposes — the sha256 of each file, and a
 * digest of what loads.
 */
import crypto from 'node:crypto';
import { CATALOG_FILE, ERROR_CODES, MANIFEST_FILE, catalogSchema, type SharedDep, type ToolMeta } from '@toolhub/contracts';
import type { z } from 'zod/mini';
import { ApiError, badRequest, problemsOf } from '../http/errors';
import { manifestSchema, sharedDepsOf, type Manifest } from './manifest';
import { isPlainPath } from './plain-path';
import { foreignSources } from './sources';

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
  /** sha256 (hex) of each file by path: what the registry serves, and nothing else. */
  fileHashes: Record<string, string>;
  bytes: number;
}

/** What a publish is checked against besides the contract. */
export interface BuildRules {
  version: string;
  remoteOrigins: string[];
}

const MAX_FILES = 2000;

/**
 * A JSON file of the build read with its contract's schema: every place it breaks the contract
 * is named (422, problem details on the admin API), not only the first.
 */
function parseJsonFile<S extends z.ZodMiniType>(files: Map<string, Buffer>, file: string, schema: S): z.infer<S> {
  const bytes = files.get(file);
  if (!bytes) throw badRequest(`the build has no ${file}: the remote contract needs it beside the entry`);
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw badRequest(`${file} is not JSON: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`);
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = problemsOf(parsed.error.issues, value, file);
  throw new ApiError(422, ERROR_CODES.BAD_REQUEST, `${file} does not meet the remote contract: ${problems.length} problem${problems.length === 1 ? '' : 's'}`, problems);
}

export const sha256Hex = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

const hashesOf = (files: BuildFile[]) => Object.fromEntries(files.map((file) => [file.path, sha256Hex(file.bytes)]));

/**
 * Files a build carries that no browser loads: the federation plugin's build statistics, which
 * list modules in an order that changes from build to build of the same code. They are kept and
 * served like the rest (each checked against its sha256), but they are no part of what a version
 * is: two builds of the same code are the same version (issue 22: a restart publishes nothing).
 */
const NOT_LOADED = /^mf-manifest-stats\.json(\.br|\.gz)?$/;

/**
 * sha256 over the path and sha256 of every file that loads, in path order: the same code
 * always has the same digest.
 */
export function digestOfHashes(hashes: Record<string, string>): string {
  const hash = crypto.createHash('sha256');
  const loaded = Object.keys(hashes).filter((path) => !NOT_LOADED.test(path));
  for (const path of loaded.sort((a, b) => (a < b ? -1 : 1))) hash.update(`${path}\0${hashes[path]}\n`);
  return hash.digest('hex');
}

export const digestOf = (files: BuildFile[]): string => digestOfHashes(hashesOf(files));

export function readBuild(files: BuildFile[], rules: BuildRules): Build {
  if (files.length > MAX_FILES) throw badRequest(`a build may hold at most ${MAX_FILES} files`);
  const byPath = new Map<string, Buffer>();
  for (const file of files) {
    // Nothing that could leave the version's folder.
    if (!isPlainPath(file.path)) throw badRequest(`file path ${JSON.stringify(file.path)} is not a plain relative path`);
    if (byPath.has(file.path)) throw badRequest(`file ${file.path} is given twice`);
    byPath.set(file.path, file.bytes);
  }
  const manifest = parseJsonFile(byPath, MANIFEST_FILE, manifestSchema);
  const catalog = parseJsonFile(byPath, CATALOG_FILE, catalogSchema);
  const problems = foreignSources(manifest, { remote: manifest.name, version: rules.version, remoteOrigins: rules.remoteOrigins, files: new Set(byPath.keys()) });
  if (problems.length) throw badRequest(problems.join('; '));
  const exposed = new Set(manifest.exposes.map((e) => e.path));
  for (const tool of catalog) {
    if (!exposed.has(tool.module)) throw badRequest(`tool ${tool.path} names module ${tool.module}, which the manifest does not expose`);
  }
  const fileHashes = hashesOf(files);
  return {
    name: manifest.name,
    files,
    manifest,
    catalog,
    shared: sharedDepsOf(manifest),
    fileHashes,
    digest: digestOfHashes(fileHashes),
    bytes: files.reduce((sum, file) => sum + file.bytes.length, 0),
  };
}

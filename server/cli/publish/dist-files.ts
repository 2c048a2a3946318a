/**
 * The files of a build as the admin API takes them: every file of `dist/`, by its POSIX path
 * relative to it, base64. The remote contract (DESIGN §3) needs the federation manifest and
 * the catalog beside it; both are checked here so a broken build fails before the upload.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CATALOG_FILE, MANIFEST_FILE, catalogSchema, remoteNameSchema, type ToolMeta } from '@toolhub/contracts';
import { CliError } from '../errors';

export interface BuildFile {
  path: string;
  bytes: Buffer;
}

export interface RemoteBuild {
  /** The federation name from the manifest: the remote the version belongs to. */
  name: string;
  catalog: ToolMeta[];
  /** The manifest's `metaData.publicPath` ('auto' or the path the build was made for). */
  publicPath: string | undefined;
  files: BuildFile[];
}

export function readBuild(distDir: string): RemoteBuild {
  if (!fs.existsSync(distDir)) throw new CliError(`${distDir} does not exist: build the remote first (or leave out --no-build)`);
  const files = listFiles(distDir).map((relative) => ({ path: relative, bytes: fs.readFileSync(path.join(distDir, ...relative.split('/'))) }));
  const manifest = parseJson(requireFile(files, distDir, MANIFEST_FILE, 'the Module Federation 2.0 manifest'), MANIFEST_FILE);
  const catalogJson = parseJson(requireFile(files, distDir, CATALOG_FILE, 'the tool catalog written beside the manifest'), CATALOG_FILE);

  const meta = manifest as { name?: unknown; metaData?: { publicPath?: unknown } };
  const name = remoteNameSchema.safeParse(meta.name);
  if (!name.success) {
    throw new CliError(`${MANIFEST_FILE} in ${distDir} names the remote ${JSON.stringify(meta.name)}, which is ${name.error.issues[0]?.message}`);
  }
  const catalog = catalogSchema.safeParse(catalogJson);
  if (!catalog.success) {
    const issue = catalog.error.issues[0];
    throw new CliError(`${CATALOG_FILE} in ${distDir} is not a valid catalog: tool ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const publicPath = typeof meta.metaData?.publicPath === 'string' ? meta.metaData.publicPath : undefined;
  return { name: name.data, catalog: catalog.data, publicPath, files };
}

/** Every regular file below `dir`, as sorted POSIX paths relative to it. */
export function listFiles(dir: string, prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...listFiles(path.join(dir, entry.name), relative));
    else if (entry.isFile()) found.push(relative);
  }
  return found.sort();
}

function requireFile(files: BuildFile[], distDir: string, name: string, what: string): Buffer {
  const file = files.find((f) => f.path === name);
  if (!file) throw new CliError(`${distDir} has no ${name}: the remote contract needs ${what} (${name}) in the build's output`);
  return file.bytes;
}

function parseJson(bytes: Buffer, name: string): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new CliError(`${name} of the build is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

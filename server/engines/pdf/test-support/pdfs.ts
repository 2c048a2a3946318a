/**
 * What the PDF tests look at in a produced file, through the tools a visitor's viewer would
 * trust rather than the engine's own code: `qpdf --check`, `qpdf --show-encryption`,
 * `qpdf --decrypt`, poppler's `pdftotext`, `pdfimages` and `pdftohtml`, and the ZIP read back
 * entry by entry. Each works on bytes through a scratch folder of its own.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(program: string, args: string[]): Promise<Run> {
  return new Promise((resolve) =>
    execFile(program, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    ),
  );
}

/** Runs `work` with the bytes in a scratch file. */
async function withFile<T>(bytes: Uint8Array, work: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'toolhub-pdftest-'));
  try {
    const file = path.join(dir, 'file.pdf');
    await fs.writeFile(file, bytes);
    return await work(file, dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const passwordArgs = (password?: string) => (password === undefined ? [] : [`--password=${password}`]);

/** `qpdf --check`: passes when qpdf finds no error and no warning (exit 0). */
export const qpdfCheck = (bytes: Uint8Array, password?: string) =>
  withFile(bytes, async (file) => {
    const result = await run('qpdf', [...passwordArgs(password), '--check', file]);
    return { passes: result.code === 0, output: result.stdout + result.stderr };
  });

export const pageCount = (bytes: Uint8Array, password?: string) =>
  withFile(bytes, async (file) => {
    const result = await run('qpdf', [...passwordArgs(password), '--show-npages', file]);
    if (result.code !== 0 && result.code !== 3) throw new Error(`qpdf --show-npages: ${result.stderr}`);
    return Number(result.stdout.trim());
  });

/** `qpdf --decrypt` with a password: the plain file, or undefined when the password does not open it. */
export const decryptWith = (bytes: Uint8Array, password: string) =>
  withFile(bytes, async (file, dir) => {
    const out = path.join(dir, 'plain.pdf');
    const result = await run('qpdf', [`--password=${password}`, '--decrypt', file, out]);
    return result.code === 0 || result.code === 3 ? fs.readFile(out) : undefined;
  });

/** The text of every page as `pdftotext` reads it, whitespace folded. */
export const pageTexts = (bytes: Uint8Array) =>
  withFile(bytes, async (file) => {
    const result = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    if (result.code !== 0) throw new Error(`pdftotext: ${result.stderr}`);
    // pdftotext ends every page with a form feed.
    return result.stdout.split('\f').slice(0, -1).map((page) => page.replace(/\s+/g, ' ').trim());
  });

export interface Encryption {
  encrypted: boolean;
  /** qpdf's R (6 for AES-256 as PDF 2.0 has it). */
  revision?: number;
  method?: string;
  print?: boolean;
  copy?: boolean;
  modify?: boolean;
}

/** `qpdf --show-encryption`, read with a password that opens the file. */
export const encryptionOf = (bytes: Uint8Array, password?: string) =>
  withFile(bytes, async (file): Promise<Encryption> => {
    const result = await run('qpdf', [...passwordArgs(password), '--show-encryption', file]);
    const text = result.stdout;
    if (/File is not encrypted/.test(text)) return { encrypted: false };
    const allowed = (what: string) => new RegExp(`^${what}: allowed$`, 'm').test(text);
    return {
      encrypted: true,
      revision: Number(/^R = (\d+)$/m.exec(text)?.[1]),
      method: /^stream encryption method: (\S+)$/m.exec(text)?.[1],
      print: allowed('print high resolution'),
      copy: allowed('extract for any purpose'),
      modify: allowed('modify anything'),
    };
  });

export interface ImageListing {
  page: number;
  /** `image`, `smask`, `mask` or `stencil`. */
  type: string;
  width: number;
  height: number;
  /** `gray`, `rgb`, … */
  colour: string;
  encoding: string;
  /** Pixels per inch as drawn on the page. */
  xPpi: number;
}

/** `pdfimages -list`: the images as drawn on the pages. */
export const imagesOf = (bytes: Uint8Array) =>
  withFile(bytes, async (file): Promise<ImageListing[]> => {
    const result = await run('pdfimages', ['-list', file]);
    return result.stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => line.trim().split(/\s+/))
      .map((cols) => ({ page: Number(cols[0]), type: cols[2], width: Number(cols[3]), height: Number(cols[4]), colour: cols[5], encoding: cols[8], xPpi: Number(cols[12]) }));
  });

/** The document outline's top-level titles and the 1-based pages they lead to (qpdf JSON). */
export const bookmarksOf = (bytes: Uint8Array) =>
  withFile(bytes, async (file) => {
    const result = await run('qpdf', ['--json=2', '--json-key=outlines', file]);
    const outlines = (JSON.parse(result.stdout) as { outlines: { title: string; destpageposfrom1: number | null }[] }).outlines;
    return outlines.map((item) => ({ title: item.title, page: item.destpageposfrom1 }));
  });

/** The outline's top-level titles and pages as poppler reads it (`pdftohtml -xml`), the reader of many Linux viewers. */
export const bookmarksAsPopplerReads = (bytes: Uint8Array) =>
  withFile(bytes, async (file) => {
    const result = await run('pdftohtml', ['-xml', '-i', '-stdout', '-q', file]);
    const outline = /<outline>([\s\S]*?)<\/outline>/.exec(result.stdout)?.[1] ?? '';
    const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    return [...outline.matchAll(/<item page="(\d+)">([^<]*)<\/item>/g)].map((item) => ({ title: unescape(item[2]), page: Number(item[1]) }));
  });

/** The /Filter of every stream in the file, as qpdf JSON gives it (`/FlateDecode`, `[ /A85 /Fl ]`…). */
export const streamFiltersOf = (bytes: Uint8Array) =>
  withFile(bytes, async (file) => {
    const result = await run('qpdf', ['--json=2', '--json-key=qpdf', '--json-stream-data=none', file]);
    const objects = (JSON.parse(result.stdout) as { qpdf: [unknown, Record<string, { stream?: { dict: Record<string, unknown> } }>] }).qpdf[1];
    return Object.values(objects).flatMap((object) => (object.stream ? [object.stream.dict['/Filter']] : []));
  });

/** The fully qualified names of the form's fields (qpdf JSON). */
export const formFieldsOf = (bytes: Uint8Array) =>
  withFile(bytes, async (file) => {
    const result = await run('qpdf', ['--json=2', '--json-key=acroform', file]);
    const form = (JSON.parse(result.stdout) as { acroform: { fields: { fullname: string }[] } }).acroform;
    return [...new Set(form.fields.map((field) => field.fullname))];
  });

export interface UnzippedEntry {
  name: string;
  bytes: Buffer;
}

/**
 * Reads a ZIP as an unzip tool does: from the end record to the central directory, each
 * entry's local header, then its data inflated and its CRC checked.
 */
export function unzip(archive: Buffer): UnzippedEntry[] {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const entries: UnzippedEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`no central directory entry ${i}`);
    const [flags, method, crc, compressed, size] = [archive.readUInt16LE(at + 8), archive.readUInt16LE(at + 10), archive.readUInt32LE(at + 16), archive.readUInt32LE(at + 20), archive.readUInt32LE(at + 24)];
    const [nameLength, extraLength, commentLength, local] = [archive.readUInt16LE(at + 28), archive.readUInt16LE(at + 30), archive.readUInt16LE(at + 32), archive.readUInt32LE(at + 42)];
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString(flags & 0x800 ? 'utf8' : 'latin1');
    if (archive.readUInt32LE(local) !== 0x04034b50) throw new Error(`no local header for ${name}`);
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(dataStart, dataStart + compressed);
    const bytes = method === 8 ? zlib.inflateRawSync(data) : method === 0 ? Buffer.from(data) : undefined;
    if (!bytes || bytes.length !== size || zlib.crc32(bytes) !== crc) throw new Error(`entry ${name} does not read back`);
    entries.push({ name, bytes });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The page rendered in grey by poppler at `dpi` (`pdftoppm`): its pixels, one byte each. */
export const renderedGrey = (bytes: Uint8Array, page: number, dpi: number) =>
  withFile(bytes, async (file, dir) => {
    const result = await run('pdftoppm', ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, path.join(dir, 'page')]);
    if (result.code !== 0) throw new Error(`pdftoppm: ${result.stderr}`);
    // A binary PGM: "P5", width, height, maximum value, then the pixels.
    const pgm = await fs.readFile(path.join(dir, 'page.pgm'));
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 64).toString('latin1'));
    if (!header) throw new Error('not a PGM');
    return { width: Number(header[1]), height: Number(header[2]), pixels: pgm.subarray(header[0].length) };
  });

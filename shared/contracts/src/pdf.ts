/**
 * The PDF and document family (spec §1, §3 tool-type and tool-id tables, §7 "Convert and
 * PDF"): what each task takes as business_data.data and what it answers. Every file is named
 * by the storage object the page uploaded; results come back as the task's files.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';

const objectKey = z.string().check(z.minLength(1), z.maxLength(512));
const password = z.string().check(z.maxLength(128));

/** How a split cuts: by page ranges (`1-3,5,8-`), every N pages, or one file per page. */
export const SPLIT_MODES = ['ranges', 'every', 'single'] as const;
export const pdfSplitInputSchema = deferred(() => z.object({
  file: objectKey,
  mode: z.enum(SPLIT_MODES),
  /** For `ranges`: the page-range text as typed, read with `parsePageRanges`. */
  ranges: z.optional(z.string().check(z.maxLength(1000))),
  /** For `every`. */
  every: z.optional(z.int().check(z.minimum(1))),
  /** The input's password when it is encrypted. */
  password: z.optional(password),
  /** The name the visitor uploaded: the parts are named after it (`report-1-3.pdf`). */
  name: z.optional(z.string().check(z.maxLength(255))),
}));
export type PdfSplitInput = z.infer<typeof pdfSplitInputSchema>;

export const pdfMergeInputSchema = deferred(() => z.object({
  /** In the order the visitor arranged them; at least two. Each source becomes a bookmark named after it. */
  files: z
    .array(
      z.object({
        file: objectKey,
        /** The name the visitor uploaded, for the bookmark. */
        name: z.string().check(z.minLength(1), z.maxLength(255)),
        /** 1-based pages to keep, in order; all pages when absent. */
        pages: z.optional(z.array(z.int().check(z.minimum(1)))),
        password: z.optional(password),
      }),
    )
    .check(z.minLength(2), z.maxLength(50)),
}));
export type PdfMergeInput = z.infer<typeof pdfMergeInputSchema>;

/** What an encrypted PDF lets a reader do without the owner password. */
export const PDF_PERMISSIONS = ['print', 'copy', 'modify'] as const;
export type PdfPermission = (typeof PDF_PERMISSIONS)[number];

export const pdfEncryptInputSchema = deferred(() => z.object({
  file: objectKey,
  /** Opens the file. */
  userPassword: z.string().check(z.minLength(1), z.maxLength(128)),
  /** Changes permissions; a random one when absent, so the user password cannot lift them. */
  ownerPassword: z.optional(password),
  permissions: z.object({ print: z.boolean(), copy: z.boolean(), modify: z.boolean() }),
  /** The input's own password when it is encrypted already. */
  password: z.optional(password),
}));
export type PdfEncryptInput = z.infer<typeof pdfEncryptInputSchema>;

export const pdfDecryptInputSchema = deferred(() => z.object({ file: objectKey, password }));
export type PdfDecryptInput = z.infer<typeof pdfDecryptInputSchema>;

export const COMPRESS_LEVELS = ['light', 'recommended', 'strong'] as const;
export type CompressLevel = (typeof COMPRESS_LEVELS)[number];
export const pdfCompressInputSchema = deferred(() => z.object({ file: objectKey, level: z.enum(COMPRESS_LEVELS), password: z.optional(password) }));
export type PdfCompressInput = z.infer<typeof pdfCompressInputSchema>;

/** Conversions (spec §1 "document and PDF conversion"): the spec's table gives them no request type. */
export const CONVERT_TYPES = {
  /** Word, Excel, PowerPoint → PDF. */
  OfficeToPdf: 101,
  /** One or more images → one PDF, a page each. */
  ImagesToPdf: 102,
  /** Each page → a PNG or JPEG. */
  PdfToImages: 103,
  PdfToText: 104,
  /** Text and layout as far as the engine goes (the page says so). */
  PdfToWord: 105,
} as const;

export const convertInputSchema = deferred(() => z.object({
  /** One file, or for ImagesToPdf the images in order. */
  files: z.array(z.object({ file: objectKey, name: z.string().check(z.minLength(1), z.maxLength(255)) })).check(z.minLength(1), z.maxLength(50)),
  /** For PdfToImages. */
  imageFormat: z.optional(z.enum(['png', 'jpeg'])),
  password: z.optional(password),
}));
export type ConvertInput = z.infer<typeof convertInputSchema>;

/** What every PDF and conversion task answers: the sizes before and after and each file made. */
export const pdfResultSchema = deferred(() => z.object({
  /** Bytes of all inputs together. */
  InputBytes: z.int(),
  /** Bytes of all outputs together (a zip's parts, not the zip). */
  OutputBytes: z.int(),
  /** Pages of all inputs together (0 for office files until converted). */
  InputPages: z.int(),
  Files: z.array(z.object({ Name: z.string(), Bytes: z.int(), Pages: z.optional(z.int()) })),
}));
export type PdfResult = z.infer<typeof pdfResultSchema>;

/** Details of a failed PDF task (`err is <detail>`), which the screens word in the page's language. */
export const PDF_FAILURES = {
  notPdf: 'not a PDF',
  damaged: 'damaged PDF',
  passwordRequired: 'password required',
  wrongPassword: 'wrong password',
  noPages: 'no pages in range',
  beyondLastPage: 'range beyond last page',
  badRange: 'bad page range',
  tooLarge: 'file too large',
  notConvertible: 'cannot convert this file',
  /** PDF → text or Word of a PDF whose pages are pictures (a scan): the page points to text recognition. */
  noText: 'no text in this PDF',
  /** PDF → images of more pages than MAX_PAGES_AS_IMAGES. */
  tooManyPages: 'too many pages',
  /** Its images would decode to more than the engines take (a decompression bomb). */
  imagesTooLarge: 'images too large',
  /** Decrypt was asked of a file that has no encryption. */
  notEncrypted: 'not encrypted',
} as const;

/** The most pages PDF → images makes in one task (each a 150 dpi picture, all in one download). */
export const MAX_PAGES_AS_IMAGES = 200;

export type PageRanges = { ok: true; groups: number[][] } | { ok: false; error: 'badRange' | 'noPages' | 'beyondLastPage' };

/**
 * Reads page ranges as visitors type them — `1-3, 5, 8-` — into groups of 1-based pages, one
 * group a range. `8-` runs to the last page. A page past the last is an error rather than
 * dropped in silence, so the visitor learns the file is shorter than they thought.
 */
export function parsePageRanges(text: string, pageCount: number): PageRanges {
  const parts = text.split(/[,，]/).map((part) => part.trim()).filter(Boolean);
  if (!parts.length) return { ok: false, error: 'noPages' };
  const groups: number[][] = [];
  for (const part of parts) {
    const match = /^(\d+)\s*(?:[-–~]\s*(\d*))?$/.exec(part);
    if (!match) return { ok: false, error: 'badRange' };
    const from = Number(match[1]);
    if (from < 1) return { ok: false, error: 'badRange' };
    // Before the order check: `7-` on a 6-page file starts past the end, it is not backwards.
    if (from > pageCount) return { ok: false, error: 'beyondLastPage' };
    const to = match[2] === undefined ? from : match[2] === '' ? pageCount : Number(match[2]);
    if (to < from) return { ok: false, error: 'badRange' };
    if (to > pageCount) return { ok: false, error: 'beyondLastPage' };
    groups.push(Array.from({ length: to - from + 1 }, (_, i) => from + i));
  }
  return { ok: true, groups };
}

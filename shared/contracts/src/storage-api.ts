/**
 * Object storage (spec §3 "Upload", "Cloud storage credential"; §7 "Convert and PDF"). A file
 * reaches the hub's storage one of three ways, all checked by the same rules:
 *  - the browser puts it with cos-js-sdk-v5 and a temporary credential (the main way);
 *  - `/api/pdfconvert/upload2cos` posts it with a credential the page already holds;
 *  - `/cgi-bin/tools/upload` posts it and gets a time-limited URL back.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';
import { DEFAULT_MAX_UPLOAD_BYTES } from './constants';
import { cosCredentialSchema } from './entities';

/** Kinds of file the hub stores, by the extension a credential is asked for. */
export const FILE_KINDS = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'avif'],
  pdf: ['pdf'],
  office: ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'],
  audio: ['mp3', 'wav', 'm4a', 'ogg', 'opus', 'aac', 'webm', 'amr'],
  /** Plain text and saved web pages, read by the text tools. */
  text: ['txt', 'html'],
} as const;
export type FileKind = keyof typeof FILE_KINDS;
export type FileType = (typeof FILE_KINDS)[FileKind][number];

/** The media type of each file type: what the store serves it as, and how a nameless file is named. */
export const CONTENT_TYPE_OF_FILE_TYPE: Record<FileType, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp',
  avif: 'image/avif', pdf: 'application/pdf',
  doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp3: 'audio/mpeg', wav: 'audio/wav', m4a: 'audio/mp4', ogg: 'audio/ogg', opus: 'audio/ogg', aac: 'audio/aac',
  webm: 'audio/webm', amr: 'audio/amr',
  // Text of any encoding (the reader finds it), and an uploaded page as its source: the store
  // never serves a visitor's HTML as a page on the hub's origin.
  txt: 'text/plain', html: 'text/plain',
};

/** The largest file of each kind when the tool names no `maxsize` of its own. */
export const DEFAULT_MAX_BYTES: Record<FileKind, number> = {
  image: DEFAULT_MAX_UPLOAD_BYTES,
  pdf: 50 * 1024 * 1024,
  office: 50 * 1024 * 1024,
  audio: 20 * 1024 * 1024,
  text: 20 * 1024 * 1024,
};

/**
 * Width × height an image may decode to. A small file can declare a huge canvas (a
 * decompression bomb); 50 megapixels is more than any phone photo of 7 MB needs.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** How long a temporary upload credential lives. */
export const CREDENTIAL_TTL_SECONDS = 10 * 60;
/** How long uploads and task results are kept before the sweeper deletes them. */
export const OBJECT_TTL_SECONDS = 24 * 60 * 60;
/** How long a `tempUrl` of `/cgi-bin/tools/upload` or a result URL works. */
export const TEMP_URL_TTL_SECONDS = 60 * 60;

/** The path under which the embedded store answers the COS object protocol: `/cos/<bucket>/<key>`. */
export const EMBEDDED_STORE_PREFIX = '/cos/';

/** The file-too-large text of the catalogue's screen messages (spec §8). */
export const FILE_TOO_LARGE = '文件过大';
/** A file whose bytes are not the type its name claims. */
export const FILE_TYPE_MISMATCH = '文件类型不符';

/** POST /api/getcoscredential and /cgi-bin/convert/getcoscredential (format json). */
export const cosCredentialRequestSchema = deferred(() => z.object({
  /** The extension of the file about to be put: `png`, `pdf`, … */
  fileType: z.pipe(
    z.string().check(z.toLowerCase(), z.trim()),
    z.enum(Object.values(FILE_KINDS).flat() as [FileType, ...FileType[]]),
  ),
  /** The tool asking: its `maxsize` applies instead of the kind's default. */
  toolid: z.optional(z.coerce.number().check(z.int(), z.positive())),
}));
export type CosCredentialRequest = z.infer<typeof cosCredentialRequestSchema>;

export const cosCredentialResponseSchema = deferred(() => z.object({ ret: z.int(), data: cosCredentialSchema }));

/** POST /api/pdfconvert/upload2cos: form-data with a credential of the credential call and the file. */
export const upload2CosFieldsSchema = deferred(() => z.object({
  bucket: z.string(),
  region: z.string(),
  tmp_secret_id: z.string(),
  tmp_secret_key: z.string(),
  session_token: z.string(),
  expired_time: z.coerce.number(),
  /** The object key: the credential's cos_file_name. */
  name: z.string().check(z.minLength(1), z.maxLength(512)),
}));
export type Upload2CosFields = z.infer<typeof upload2CosFieldsSchema>;

export const upload2CosResponseSchema = deferred(() => z.object({
  ret: z.int(),
  data: z.object({ cos_file_name: z.string(), size: z.int() }),
}));

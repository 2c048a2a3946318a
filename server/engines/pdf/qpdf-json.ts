/**
 * qpdf's JSON (version 2) of a PDF, as the engines read and write it: names are `"/Name"`,
 * text strings `"u:…"`, byte strings `"b:<hex>"`, references `"12 0 R"`; objects are keyed
 * `"obj:12 0 R"` and are either `{ value }` or `{ stream: { dict, datafile? } }`. The same
 * shape goes back to qpdf with `--update-from-json` to replace or add objects.
 * (https://qpdf.readthedocs.io/en/stable/json.html)
 */

export type QpdfValue = null | boolean | number | string | QpdfValue[] | QpdfDict;
export interface QpdfDict {
  [key: string]: QpdfValue;
}

export type QpdfObject = { value: QpdfValue } | { stream: { dict: QpdfDict; datafile?: string } };

export interface QpdfHeader {
  jsonversion: number;
  pdfversion?: string;
  pushedinheritedpageresources: boolean;
  calledgetallpages: boolean;
  maxobjectid: number;
}

export interface QpdfPage {
  /** The page object, e.g. `"7 0 R"`. */
  object: string;
  pageposfrom1: number;
}

export interface QpdfEncryption {
  encrypted: boolean;
  userpasswordmatched: boolean;
  ownerpasswordmatched: boolean;
}

/** The keys of `qpdf --json=2` the engines ask for. */
export interface QpdfJsonDocument {
  version: number;
  qpdf?: [QpdfHeader, Record<string, QpdfObject>];
  pages?: QpdfPage[];
  encrypt?: QpdfEncryption;
}

const REFERENCE = /^\d+ \d+ R$/;
export const isReference = (value: QpdfValue | undefined): value is string => typeof value === 'string' && REFERENCE.test(value);
export const isDict = (value: QpdfValue | undefined): value is QpdfDict => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objects of a file, with references followed. */
export class PdfObjects {
  constructor(
    readonly header: QpdfHeader,
    private readonly byKey: Record<string, QpdfObject>,
  ) {}

  static of(document: QpdfJsonDocument): PdfObjects {
    if (!document.qpdf) throw new Error('qpdf JSON without its "qpdf" key');
    return new PdfObjects(document.qpdf[0], document.qpdf[1]);
  }

  /** The object a reference names (`"12 0 R"`). */
  object(reference: string): QpdfObject | undefined {
    return this.byKey[`obj:${reference}`];
  }

  /** Every object, by its reference. */
  *entries(): Generator<[string, QpdfObject]> {
    for (const [key, object] of Object.entries(this.byKey)) if (key.startsWith('obj:')) yield [key.slice(4), object];
  }

  get trailer(): QpdfDict | undefined {
    const trailer = this.byKey.trailer;
    return trailer && 'value' in trailer && isDict(trailer.value) ? trailer.value : undefined;
  }

  /** A value with a reference followed (a stream answers its dictionary); a missing object is null, as in PDF. */
  resolve(value: QpdfValue | undefined, depth = 0): QpdfValue {
    if (value === undefined) return null;
    if (!isReference(value)) return value;
    const object = this.object(value);
    // A chain of references to references is legal but short; a loop is not.
    if (!object || depth > 32) return null;
    return 'stream' in object ? object.stream.dict : this.resolve(object.value, depth + 1);
  }

  dict(value: QpdfValue | undefined): QpdfDict | undefined {
    const resolved = this.resolve(value);
    return isDict(resolved) ? resolved : undefined;
  }

  number(value: QpdfValue | undefined): number | undefined {
    const resolved = this.resolve(value);
    return typeof resolved === 'number' && Number.isFinite(resolved) ? resolved : undefined;
  }

  array(value: QpdfValue | undefined): QpdfValue[] | undefined {
    const resolved = this.resolve(value);
    return Array.isArray(resolved) ? resolved : undefined;
  }

  /** The dictionary of a stream object, by reference. */
  streamDict(reference: QpdfValue | undefined): QpdfDict | undefined {
    if (!isReference(reference)) return undefined;
    const object = this.object(reference);
    return object && 'stream' in object ? object.stream.dict : undefined;
  }
}

/** Parses qpdf's JSON output. */
export const parseQpdfJson = (text: string): QpdfJsonDocument => JSON.parse(text) as QpdfJsonDocument;

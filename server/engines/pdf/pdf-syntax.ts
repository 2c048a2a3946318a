/**
 * Just enough of PDF's object syntax (PDF 32000-1 §7.3) to read a dictionary as qpdf prints
 * it with `--show-object`: its top-level entries, each value kept as its PDF text, so that
 * a reference can be read from it or the text written back unchanged. Nested dictionaries,
 * arrays and strings (with their escapes and balanced parentheses) are skipped whole, so a
 * key inside them is never taken for one of the dictionary's own.
 */

const WHITESPACE = /[\0\t\n\f\r ]/;
const DELIMITER = /[\0\t\n\f\r ()<>[\]{}/%]/;

/** A dictionary the engine cannot read: qpdf printed something else than it asked for. */
const unreadable = (text: string) => new Error(`not a PDF dictionary: ${text.slice(0, 200)}`);

function skipWhitespace(text: string, at: number): number {
  while (at < text.length && WHITESPACE.test(text[at])) at++;
  return at;
}

/** The end of the literal string opening at `at` (§7.3.4.2: balanced parentheses, backslash escapes). */
function endOfLiteral(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i + 1;
  }
  throw unreadable(text);
}

/** The end of the regular token (number, keyword, name body) starting at `at`. */
function endOfToken(text: string, at: number): number {
  while (at < text.length && !DELIMITER.test(text[at])) at++;
  return at;
}

/** The end of the object starting at `at`; `n g R` counts as one object. */
function endOfObject(text: string, at: number): number {
  if (text.startsWith('<<', at)) {
    let i = skipWhitespace(text, at + 2);
    while (!text.startsWith('>>', i)) i = skipWhitespace(text, endOfObject(text, i));
    return i + 2;
  }
  if (text[at] === '[') {
    let i = skipWhitespace(text, at + 1);
    while (text[i] !== ']') i = skipWhitespace(text, endOfObject(text, i));
    return i + 1;
  }
  if (text[at] === '(') return endOfLiteral(text, at);
  if (text[at] === '<') {
    const end = text.indexOf('>', at);
    if (end < 0) throw unreadable(text);
    return end + 1;
  }
  if (text[at] === '/') return endOfToken(text, at + 1);
  const end = endOfToken(text, at);
  if (end === at) throw unreadable(text);
  const reference = /^[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+R(?![^\0\t\n\f\r ()<>[\]{}/%])/.exec(text.slice(end));
  return /^\d+$/.test(text.slice(at, end)) && reference ? end + reference[0].length : end;
}

/** The dictionary's top-level entries: name (with its slash) → the value's PDF text. */
export function dictionaryEntries(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let i = skipWhitespace(text, 0);
  if (!text.startsWith('<<', i)) throw unreadable(text);
  i = skipWhitespace(text, i + 2);
  while (!text.startsWith('>>', i)) {
    if (text[i] !== '/') throw unreadable(text);
    const keyEnd = endOfToken(text, i + 1);
    const valueStart = skipWhitespace(text, keyEnd);
    const valueEnd = endOfObject(text, valueStart);
    entries.set(text.slice(i, keyEnd), text.slice(valueStart, valueEnd));
    i = skipWhitespace(text, valueEnd);
    if (i >= text.length) throw unreadable(text);
  }
  return entries;
}

export interface PdfReference {
  id: number;
  generation: number;
}

const REFERENCE = /^(\d+)\s+(\d+)\s+R$/;

/** An indirect reference's text (`12 0 R`) as numbers; undefined for any other value. */
export function asReference(value: string | undefined): PdfReference | undefined {
  const match = value === undefined ? null : REFERENCE.exec(value);
  return match ? { id: Number(match[1]), generation: Number(match[2]) } : undefined;
}

/** Every indirect reference of an array's text (`[ 3 0 R 4 0 R ]`), in order. */
export function referencesIn(array: string): PdfReference[] {
  return [...array.matchAll(/(\d+)\s+(\d+)\s+R/g)].map((match) => ({ id: Number(match[1]), generation: Number(match[2]) }));
}

export const referenceText = ({ id, generation }: PdfReference) => `${id} ${generation} R`;

/** A text string (§7.9.2.2) of any characters: UTF-16BE with its byte order mark, as a hex string. */
export function textString(text: string): string {
  const utf16 = Buffer.from(text, 'utf16le').swap16();
  return `<FEFF${utf16.toString('hex').toUpperCase()}>`;
}

/**
 * Paragraphs and sentences of Chinese and English text. Chinese sentences end at 。！？；…
 * (with closing quotes kept); English ones at . ! ? followed by a space and a capital or a
 * quote — so "e.g. this" and "3.14" stay whole.
 */

export interface Sentence {
  text: string;
  /** The paragraph it belongs to, from 0. */
  paragraph: number;
}

/** Columns a line takes in laid-out text: a Chinese character is two, as in a PDF's layout. */
const widthOf = (line: string) => [...line].reduce((sum, char) => sum + (/[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1), 0);
/** A line this narrow (20 Chinese characters) with no sentence end, alone, is a heading. */
const HEADING_MAX_WIDTH = 40;
const ENDS_SENTENCE = /[。！？!?；…:：.”」』)）]$/;

/**
 * The width lines wrap at, when a block looks laid out (PDF text): several lines within a tenth
 * of the longest. Pasted text, a paragraph a line, has no such width.
 */
function wrapWidthOf(lines: string[]): number | undefined {
  if (lines.length < 3) return undefined;
  const widths = lines.map(widthOf);
  const widest = Math.max(...widths);
  const full = widths.filter((width) => width >= widest * 0.9).length;
  return full >= Math.max(2, lines.length * 0.3) ? widest : undefined;
}

/**
 * Paragraphs: blocks apart by a blank line, or by a line break after a sentence's end. Any
 * other line break is a wrapped line (PDF text, e-mail) and is joined — with a space between
 * Latin words, without one between Chinese characters. In laid-out text a full-width line is
 * always wrapped (its sentence end is a coincidence); a short first line with no sentence end
 * (and not ending in a comma or a Latin word) is a heading, a paragraph of its own.
 */
export function paragraphsOf(text: string): string[] {
  const paragraphs: string[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n[ \t\u3000]*\n/)) {
    const lines = block
      .split('\n')
      .map((line) => line.replace(/[ \t\u00a0\u3000]+/g, ' ').trim())
      .filter(Boolean);
    const wrapAt = wrapWidthOf(lines);
    let current = '';
    let lastLine = '';
    let lineCount = 0;
    for (const line of lines) {
      const wrapped = wrapAt !== undefined && widthOf(lastLine) >= wrapAt * 0.9;
      const heading = lineCount === 1 && widthOf(lastLine) < (wrapAt === undefined ? HEADING_MAX_WIDTH : Math.min(HEADING_MAX_WIDTH, wrapAt * 0.6)) && !/[，,、；;]$|[A-Za-z]$/.test(lastLine) && !ENDS_SENTENCE.test(lastLine);
      if (current && !wrapped && (ENDS_SENTENCE.test(current) || heading)) {
        paragraphs.push(current);
        current = '';
        lineCount = 0;
      }
      if (!current) current = line;
      else current += /[\u3400-\u9fff，、；：“（。！？”]$/.test(current) && /^[\u3400-\u9fff“”（，。]/.test(line) ? line : ` ${line}`;
      lastLine = line;
      lineCount += 1;
    }
    if (current) paragraphs.push(current);
  }
  return paragraphs;
}

const SENTENCE_END = /([。！？!?；;…]+[”’"')）」』]*)|(\.(?:[”’"')）]*)(?=\s+[A-Z0-9“"'(]|\s*$))/g;
const ABBREVIATIONS = /\b(?:Mr|Mrs|Ms|Dr|Prof|St|vs|etc|e\.g|i\.e|No|Fig|Inc|Ltd|Jr|Sr)\.$/i;

/** The sentences of one paragraph, each with its closing punctuation. */
export function sentencesOfParagraph(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of paragraph.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    const piece = paragraph.slice(start, end);
    if (match[0].startsWith('.') && ABBREVIATIONS.test(piece.trimEnd())) continue;
    if (piece.trim()) sentences.push(piece.trim());
    start = end;
  }
  const rest = paragraph.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

export function sentencesOf(text: string): Sentence[] {
  return paragraphsOf(text).flatMap((paragraph, index) => sentencesOfParagraph(paragraph).map((sentence) => ({ text: sentence, paragraph: index })));
}

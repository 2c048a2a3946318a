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

/**
 * Paragraphs: blocks apart by a blank line, or by a line break after a sentence's end. Any
 * other line break is a wrapped line (PDF text, e-mail) and is joined — with a space between
 * Latin words, without one between Chinese characters.
 */
export function paragraphsOf(text: string): string[] {
  const paragraphs: string[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n[ \t\u3000]*\n/)) {
    let current = '';
    for (const rawLine of block.split('\n')) {
      const line = rawLine.replace(/[ \t\u00a0\u3000]+/g, ' ').trim();
      if (!line) continue;
      if (!current) current = line;
      else if (/[。！？!?；…:：.”」』]$/.test(current)) {
        paragraphs.push(current);
        current = line;
      } else current += /[\u3400-\u9fff，、]$/.test(current) && /^[\u3400-\u9fff]/.test(line) ? line : ` ${line}`;
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

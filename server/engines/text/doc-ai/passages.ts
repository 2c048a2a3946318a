/**
 * A parsed document as passages to retrieve: a PDF's paragraphs with their page, a DOCX's or
 * text's blocks, a spreadsheet's rows. A paragraph longer than PASSAGE_MAX_CHARS is cut at
 * sentence ends so one passage stays a quotable span; tiny lines (page numbers, running heads)
 * join the passage before them.
 */
import type { ParseFileResult } from '@toolhub/contracts';
import { paragraphsOf, sentencesOfParagraph } from '../common/sentences';

export interface Passage {
  text: string;
  page?: number;
  /** From 1: within the page for a PDF, within the document otherwise. */
  paragraph: number;
}

const PASSAGE_MAX_CHARS = 600;
const PASSAGE_MIN_CHARS = 12;

function cutLong(paragraph: string): string[] {
  if (paragraph.length <= PASSAGE_MAX_CHARS) return [paragraph];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentencesOfParagraph(paragraph)) {
    if (current && current.length + sentence.length > PASSAGE_MAX_CHARS) {
      pieces.push(current);
      current = '';
    }
    current += current && /[A-Za-z0-9.,;:!?]$/.test(current) ? ` ${sentence}` : sentence;
  }
  if (current) pieces.push(current);
  return pieces;
}

function fromParagraphs(paragraphs: string[], page?: number): Passage[] {
  const passages: Passage[] = [];
  paragraphs.forEach((paragraph, index) => {
    const tiny = paragraph.replace(/\s+/g, '').length < PASSAGE_MIN_CHARS;
    const last = passages.at(-1);
    if (tiny && last) last.text += ` ${paragraph}`;
    else for (const piece of cutLong(paragraph)) passages.push({ text: piece, paragraph: index + 1, ...(page === undefined ? {} : { page }) });
  });
  return passages;
}

export function passagesOf(document: ParseFileResult): Passage[] {
  if (document.Pages) return document.Pages.flatMap((page, index) => fromParagraphs(paragraphsOf(page), index + 1));
  if (document.Sheets) return document.Sheets.flatMap((sheet) => sheet.Rows.map((row, index) => ({ text: `${sheet.Name}: ${row.filter(Boolean).join(' | ')}`, paragraph: index + 1 })));
  return fromParagraphs((document.Blocks ?? []).map((block) => block.Text));
}

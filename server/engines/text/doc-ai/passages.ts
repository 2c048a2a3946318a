/**
 * A parsed document as passages to retrieve: a PDF's paragraphs with their page, a DOCX's or
 * text's blocks, a spreadsheet's rows. A paragraph longer than PASSAGE_MAX_CHARS is cut at
 * sentence ends so one passage stays a quotable span; tiny lines (headings, page numbers) go
 * with the passage after them.
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
  // A tiny line that ends no sentence (a heading, a page number) goes before the next passage, which it names.
  let held = '';
  paragraphs.forEach((paragraph, index) => {
    if (paragraph.replace(/\s+/g, '').length < PASSAGE_MIN_CHARS && !/[。！？.!?]["”’)）]*$/.test(paragraph)) {
      held = held ? `${held} ${paragraph}` : paragraph;
      return;
    }
    cutLong(paragraph).forEach((piece, at) => {
      passages.push({ text: at === 0 && held ? `${held} ${piece}` : piece, paragraph: index + 1, ...(page === undefined ? {} : { page }) });
    });
    held = '';
  });
  const last = passages.at(-1);
  if (held && last) last.text += ` ${held}`;
  else if (held) passages.push({ text: held, paragraph: paragraphs.length, ...(page === undefined ? {} : { page }) });
  return passages;
}

export function passagesOf(document: ParseFileResult): Passage[] {
  if (document.Pages) return document.Pages.flatMap((page, index) => fromParagraphs(paragraphsOf(page), index + 1));
  if (document.Sheets) return document.Sheets.flatMap((sheet) => sheet.Rows.map((row, index) => ({ text: `${sheet.Name}: ${row.filter(Boolean).join(' | ')}`, paragraph: index + 1 })));
  return fromParagraphs((document.Blocks ?? []).map((block) => block.Text));
}

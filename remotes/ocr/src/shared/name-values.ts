/**
 * Results that are name/value pairs (spec §3: Name and Value, and Uncertain where the engine's
 * own checks contradict a value): an invoice's fields, a card's. Read from the answer, copied
 * as lines of name and value, downloaded as CSV — a field to check keeps its mark in each.
 */
import { recognitionDataSchema } from '@toolhub/contracts';
import { csvFormula, csvOf, saveFile } from '@toolhub/ui';

export interface NameValueField {
  name: string;
  value: string;
  /** The engine's checks contradict it: shown as 'check this', not as fact. */
  uncertain?: boolean;
}

/**
 * The name/value pairs of an answer, in the engine's order; undefined when the answer holds
 * none (the screen then says 'no text recognised').
 */
export function readNameValues(data: unknown): NameValueField[] | undefined {
  const parsed = recognitionDataSchema.safeParse(data);
  if (!parsed.success || !Array.isArray(parsed.data)) return undefined;
  const fields = parsed.data.filter((pair) => pair.Value.trim() !== '').map((pair) => ({ name: pair.Name, value: pair.Value, ...(pair.Uncertain ? { uncertain: true } : {}) }));
  return fields.length ? fields : undefined;
}

/**
 * The fields as lines of `name<TAB>value`: pasted into a spreadsheet, two columns; a field to
 * check carries `mark` in a third, so the warning is not lost on the way.
 */
export const fieldsText = (fields: readonly NameValueField[], mark = '') =>
  fields.map((field) => `${field.name}\t${field.value}${field.uncertain && mark ? `\t${mark}` : ''}`).join('\n');

/** The CSV's header and marks, in the page's language. */
export interface FieldsCsvTexts {
  fieldName: string;
  fieldValue: string;
  checkColumn: string;
  uncertain: string;
}

/**
 * An identifier of digits a spreadsheet would take for a number — a card or ID number (past 15
 * digits it rounds them away), a code with a leading 0 (dropped) — kept text as ="…". Only a
 * run of digits (an ID number's last X with them) is ever written so.
 */
const IDENTIFIER = /^(\d{12,}X?|0\d+)$/;
const cellOf = (value: string) => (IDENTIFIER.test(value) ? csvFormula(`="${value}"`) : value);

/** The fields as CSV: name and value per row; when some are to be checked, a third column says which. */
export function fieldsCsv(fields: readonly NameValueField[], texts: FieldsCsvTexts): string {
  const check = fields.some((field) => field.uncertain);
  const rows = fields.map((field) => [field.name, cellOf(field.value), ...(check ? [field.uncertain ? texts.uncertain : ''] : [])]);
  return csvOf([[texts.fieldName, texts.fieldValue, ...(check ? [texts.checkColumn] : [])], ...rows]);
}

/** The fields downloaded as `<fileName>.csv`. */
export function downloadFieldsCsv(fields: readonly NameValueField[], texts: FieldsCsvTexts, fileName: string) {
  saveFile(fieldsCsv(fields, texts), `${fileName}.csv`, 'text/csv;charset=utf-8');
}

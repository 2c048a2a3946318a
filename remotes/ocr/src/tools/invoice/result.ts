import { recognitionDataSchema } from '@toolhub/contracts';

export interface InvoiceField {
  name: string;
  value: string;
  /** The invoice's own sums contradict it (the engine's cross-check): shown as 'check this', not as fact. */
  uncertain?: boolean;
}

/**
 * The name/value pairs of an invoice recognition, in the engine's order; undefined when the
 * answer holds none (the screen then says 'no text recognised').
 */
export function readInvoiceFields(data: unknown): InvoiceField[] | undefined {
  const parsed = recognitionDataSchema.safeParse(data);
  if (!parsed.success || !Array.isArray(parsed.data)) return undefined;
  const fields = parsed.data.filter((pair) => pair.Value.trim() !== '').map((pair) => ({ name: pair.Name, value: pair.Value, ...(pair.Uncertain ? { uncertain: true } : {}) }));
  return fields.length ? fields : undefined;
}

/**
 * The fields as lines of `name<TAB>value`: pasted into a spreadsheet, two columns; a field to
 * check carries `mark` in a third, so the warning is not lost on the way.
 */
export const fieldsText = (fields: readonly InvoiceField[], mark = '') =>
  fields.map((field) => `${field.name}\t${field.value}${field.uncertain && mark ? `\t${mark}` : ''}`).join('\n');

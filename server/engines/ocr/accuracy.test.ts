/**
 * The accuracy suite of text recognition: every image of `accuracy/<set>/` read by the engine
 * as a task runs it, against the text it shows (`<image>.txt`). Prints the character error
 * rate of each set, without and with spaces counted; a set fails when it reads worse than its
 * aim (English with its spaces counted: words run together are not read).
 */
import fs from 'node:fs';
import path from 'node:path';
import { REQ_TYPES, tableRecognitionResultSchema, textRecognitionResultSchema } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { engineContext, recognitionInput } from '../../src/tasks/test-support/engine-context';
import { recognise } from './recognise';
import { comparable, comparableSpaced, editDistance } from './test-support/pages';
import { INVOICES, expectedPairs, invoiceFile } from './accuracy/invoices';
import { TABLES, positionedCells, tableFile } from './accuracy/tables';
import type { NameValue } from './invoice';

const SETS_DIR = path.join(import.meta.dirname, 'accuracy');
/**
 * Issue 17's aims, with spaces counted: printed Chinese within 0.5 %, English within 1 % (it reads
 * 0.43 %: the margin is for another CPU's rounding, a run of words without their spaces is more),
 * mixed screenshots within 1 %, the photographed page within 2 %.
 */
const AIMS: Record<string, number> = { 'printed-zh': 0.005, 'printed-en': 0.01, screenshot: 0.01, photo: 0.02 };
/** Sets judged with their spaces counted: English words are told apart by them, Chinese ones not. */
const SPACED = new Set(['printed-en']);


/** The engine as a task runs it, on an image of the suite. */
async function run(image: Buffer, subReqType: number) {
  return (await recognise(recognitionInput(subReqType), engineContext(image))).data;
}

const read = async (image: Buffer) =>
  textRecognitionResultSchema.parse(await run(image, REQ_TYPES.BasicOcr)).TextDetections.map((d) => d.DetectedText).join('\n');

describe('text recognition accuracy', () => {
  for (const set of Object.keys(AIMS)) {
    it(`reads the ${set} set within ${AIMS[set] * 100} % character errors${SPACED.has(set) ? ', spaces counted' : ''}`, async () => {
      const images = fs.readdirSync(path.join(SETS_DIR, set)).filter((f) => /\.(png|jpg)$/.test(f));
      expect(images.length).toBeGreaterThan(0);
      // Without spaces, then with them (each run of white space, a line break too, one space).
      const errors = [0, 0];
      const chars = [0, 0];
      for (const image of images) {
        const truth = fs.readFileSync(path.join(SETS_DIR, set, `${path.parse(image).name}.txt`), 'utf8');
        const got = await read(fs.readFileSync(path.join(SETS_DIR, set, image)));
        for (const [i, form] of [comparable, comparableSpaced].entries()) {
          errors[i] += editDistance(form(got), form(truth));
          chars[i] += [...form(truth)].length;
        }
      }
      const [cer, cerSpaced] = [errors[0] / chars[0], errors[1] / chars[1]];
      console.info(
        `accuracy ${set}: ${images.length} image(s), ${chars[0]} characters, character error rate ${(cer * 100).toFixed(2)} %; ` +
          `with spaces ${chars[1]} characters, ${(cerSpaced * 100).toFixed(2)} %`,
      );
      expect(SPACED.has(set) ? cerSpaced : cer).toBeLessThanOrEqual(AIMS[set]);
    }, 60_000);
  }
});

describe('invoice recognition accuracy', () => {
  it('finds at least 95 % of the fields of the suite\'s VAT invoices exactly (paper and fully digital, skewed, grained, recompressed)', async () => {
    let right = 0;
    let fields = 0;
    const missed: string[] = [];
    // Fields the cross-check could not confirm: shown as 'check this', so counted apart.
    const uncertain: string[] = [];
    for (const [i, invoice] of INVOICES.entries()) {
      const image = fs.readFileSync(path.join(SETS_DIR, 'invoice', invoiceFile(invoice, i)));
      const pairs = (await run(image, REQ_TYPES.InvoiceRecognize)) as NameValue[];
      const got = new Map(pairs.map((pair) => [pair.Name, comparable(pair.Value)]));
      uncertain.push(...pairs.filter((pair) => pair.Uncertain).map((pair) => `invoice-${i + 1} ${pair.Name}`));
      for (const { Name, Value } of expectedPairs(invoice)) {
        fields++;
        if (got.get(Name) === comparable(Value)) right++;
        else missed.push(`invoice-${i + 1} ${Name}: ${got.get(Name) ?? '(none)'} ≠ ${Value}`);
      }
    }
    console.info(`accuracy invoice: ${INVOICES.length} invoices, ${fields} fields, ${((right / fields) * 100).toFixed(1)} % exact, ${uncertain.length} marked uncertain${uncertain.length ? ` (${uncertain.join(', ')})` : ''}${missed.length ? `; missed ${missed.join('; ')}` : ''}`);
    expect(right / fields).toBeGreaterThanOrEqual(0.95);
  }, 300_000);
});

describe('table recognition accuracy', () => {
  it('reads at least 90 % of the cells of the suite\'s tables exactly, with their place and spans', async () => {
    const lines: string[] = [];
    let [right, total] = [0, 0];
    for (const table of TABLES) {
      const image = fs.readFileSync(path.join(SETS_DIR, 'tables', tableFile(table)));
      const [got] = tableRecognitionResultSchema.parse(await run(image, REQ_TYPES.TableRecognize)).Tables;
      const truth = positionedCells(table);
      const missed: string[] = [];
      let tableRight = 0;
      for (const cell of truth) {
        const found = got.Cells.find((c) => c.Row === cell.row && c.Column === cell.column);
        const exact = found && found.RowSpan === cell.rowSpan && found.ColumnSpan === cell.columnSpan && comparable(found.Text) === comparable(cell.text);
        if (exact) tableRight++;
        else missed.push(`(${cell.row},${cell.column}) ${found ? `${found.RowSpan}x${found.ColumnSpan} '${found.Text}'` : '(none)'} ≠ ${cell.rowSpan}x${cell.columnSpan} '${cell.text}'`);
      }
      expect(got.Ruled).toBe(table.ruled);
      // No cells the table does not have.
      expect(got.Cells).toHaveLength(truth.length);
      right += tableRight;
      total += truth.length;
      lines.push(`${table.name} ${tableRight}/${truth.length}${missed.length ? ` (missed ${missed.join('; ')})` : ''}`);
    }
    console.info(`accuracy tables: ${TABLES.length} tables, ${total} cells, ${((right / total) * 100).toFixed(1)} % exact; ${lines.join(', ')}`);
    expect(right / total).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});

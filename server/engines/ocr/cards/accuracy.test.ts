/**
 * The accuracy suite of card recognition: every photographed specimen card of
 * `accuracy/cards/` (ID card fronts and backs, bank cards, business licences, drawn by
 * make-cards.ts) read by the engine as a task runs it, against the pairs its `.json` names.
 * Prints the share of fields read exactly, per kind and in all, and fails below 95 %.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineContext, recognitionInput } from '../../../src/tasks/test-support/engine-context';
import { recognise } from '../recognise';
import { comparable } from '../test-support/pages';
import type { NameValue } from '../invoice';

const CARDS_DIR = path.join(import.meta.dirname, '../accuracy/cards');

interface CardTruthFile {
  subReqType: number;
  cardSide?: 'FRONT' | 'BACK';
  pairs: NameValue[];
}

async function read(image: Buffer, truth: CardTruthFile): Promise<NameValue[]> {
  const input = recognitionInput(truth.subReqType);
  if (truth.cardSide) Object.assign(input.req_data.item, { extend: { cardSide: truth.cardSide } });
  return (await recognise(input, engineContext(image))).data as NameValue[];
}

describe('card recognition accuracy', () => {
  it('finds at least 95 % of the fields of the suite\'s photographed cards exactly (ID cards both sides, bank cards, business licences)', async () => {
    const images = fs.readdirSync(CARDS_DIR).filter((file) => file.endsWith('.jpg')).sort();
    expect(images.length).toBeGreaterThan(0);
    const kinds = new Map<string, { right: number; fields: number }>();
    const missed: string[] = [];
    const uncertain: string[] = [];
    for (const image of images) {
      const name = path.parse(image).name;
      const truth = JSON.parse(fs.readFileSync(path.join(CARDS_DIR, `${name}.json`), 'utf8')) as CardTruthFile;
      const pairs = await read(fs.readFileSync(path.join(CARDS_DIR, image)), truth);
      const got = new Map(pairs.map((pair) => [pair.Name, comparable(pair.Value)]));
      uncertain.push(...pairs.filter((pair) => pair.Uncertain).map((pair) => `${name} ${pair.Name}`));
      const kind = name.replace(/-\d+$/, '');
      const tally = kinds.get(kind) ?? { right: 0, fields: 0 };
      for (const { Name, Value } of truth.pairs) {
        tally.fields++;
        if (got.get(Name) === comparable(Value)) tally.right++;
        else missed.push(`${name} ${Name}: ${got.get(Name) ?? '(none)'} ≠ ${Value}`);
      }
      kinds.set(kind, tally);
    }
    const right = [...kinds.values()].reduce((sum, k) => sum + k.right, 0);
    const fields = [...kinds.values()].reduce((sum, k) => sum + k.fields, 0);
    const perKind = [...kinds].map(([kind, k]) => `${kind} ${k.right}/${k.fields}`).join(', ');
    console.info(
      `accuracy cards: ${images.length} cards, ${fields} fields, ${((right / fields) * 100).toFixed(1)} % exact (${perKind}), ${uncertain.length} marked uncertain` +
        `${uncertain.length ? ` (${uncertain.join(', ')})` : ''}${missed.length ? `; missed ${missed.join('; ')}` : ''}`,
    );
    expect(right / fields).toBeGreaterThanOrEqual(0.95);
  }, 300_000);
});

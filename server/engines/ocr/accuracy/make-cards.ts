/**
 * Draws the accuracy suite's cards (cards.ts) with the Noto fonts (card-svg.ts) and
 * photographs each the way a visitor does with a phone (card-photo.ts): on a surface, turned,
 * leaning, grained, JPEG quality 30. Writes `accuracy/cards/<card>.jpg` and beside it
 * `<card>.json`: the recognition it is read with and the pairs a reading must find.
 * Deterministic, so a rerun writes the same files; the images are committed.
 * `cd server && npx tsx engines/ocr/accuracy/make-cards.ts`
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CARDS, cardFiles, cardRequestOf, expectedCardPairs, type CardTruth } from './cards';
import { photographed } from './card-photo';
import { CARD_SIZE, LICENCE_SIZE, bankCardSvg, idBackSvg, idFrontSvg, licenceSvg } from './card-svg';

/** A phone photo scaled down as an upload is: 4:3, the card filling most of it. */
const CARD_PHOTO = { width: 1280, height: 960 };
const LICENCE_PHOTO = { width: 1600, height: 1200 };

function drawn(card: CardTruth, seed: number): { svg: string; photo: { width: number; height: number } } {
  switch (card.kind) {
    case 'idFront':
      return { svg: idFrontSvg(card, seed), photo: CARD_PHOTO };
    case 'idBack':
      return { svg: idBackSvg(card, seed), photo: CARD_PHOTO };
    case 'bank':
      return { svg: bankCardSvg(card, seed), photo: CARD_PHOTO };
    case 'licence':
      return { svg: licenceSvg(card, seed), photo: LICENCE_PHOTO };
  }
}

const dir = path.join(import.meta.dirname, 'cards');
fs.mkdirSync(dir, { recursive: true });
const files = cardFiles(CARDS);
for (const [i, card] of CARDS.entries()) {
  const { svg, photo } = drawn(card, i + 1);
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const file = files[i];
  fs.writeFileSync(path.join(dir, file), await photographed(png, card.photo, photo, i + 101));
  const { subReqType, side } = cardRequestOf(card);
  const truth = { subReqType, ...(side ? { cardSide: side } : {}), pairs: expectedCardPairs(card) };
  fs.writeFileSync(path.join(dir, `${path.parse(file).name}.json`), `${JSON.stringify(truth, null, 2)}\n`);
}
console.info(`written ${CARDS.length} cards (${[CARD_SIZE, LICENCE_SIZE].map((s) => `${s.width}×${s.height}`).join(', ')} drawn)`);

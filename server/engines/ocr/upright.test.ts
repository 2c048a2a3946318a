/**
 * Pages read the right way up however they come: turned a quarter, a half or three quarters,
 * scanned 15° crooked either way, scanned at 60 % of their size (upright and upside down, a
 * page the old turning kept upside down). Each is a page of the accuracy suite turned by
 * sharp, read by the engine as a task runs it.
 */
import { REQ_TYPES, textRecognitionResultSchema } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { engineContext, recognitionInput } from '../../src/tasks/test-support/engine-context';
import { recognise } from './recognise';
import { characterErrorRate } from './test-support/pages';
import { shrunkPage, suitePage, turnedPage } from './test-support/turned-pages';

/** The suite's printed pages read upright within 0.5 % (Chinese) and 1 % (English): turned, they may lose a character more. */
const AIM = 0.02;
/** At 60 % the Chinese page's 24-pixel characters are 14 pixels high: a character or two of its hundred go. */
const SMALL_AIM = 0.03;

const PAGES = ['printed-zh/printed-zh-2.png', 'printed-en/printed-en-1.png'];

async function read(image: Buffer): Promise<string> {
  const data = (await recognise(recognitionInput(REQ_TYPES.BasicOcr), engineContext(image))).data;
  return textRecognitionResultSchema
    .parse(data)
    .TextDetections.map((d) => d.DetectedText)
    .join('\n');
}

describe('pages read upright', () => {
  for (const file of PAGES) {
    it(`reads ${file} turned 90°, 180° and 270°`, async () => {
      const { image, truth } = suitePage(file);
      for (const degrees of [90, 180, 270]) {
        expect(characterErrorRate(await read(await turnedPage(image, degrees)), truth), `${degrees}°`).toBeLessThanOrEqual(AIM);
      }
    }, 60_000);

    it(`reads ${file} scanned 15° crooked either way`, async () => {
      const { image, truth } = suitePage(file);
      for (const degrees of [15, -15]) {
        expect(characterErrorRate(await read(await turnedPage(image, degrees)), truth), `${degrees}°`).toBeLessThanOrEqual(AIM);
      }
    }, 60_000);

    it(`reads ${file} scanned at 60 % of its size, upright and upside down`, async () => {
      const { image, truth } = suitePage(file);
      const small = await shrunkPage(image, 0.6);
      expect(characterErrorRate(await read(small), truth), 'upright').toBeLessThanOrEqual(SMALL_AIM);
      expect(characterErrorRate(await read(await turnedPage(small, 180)), truth), 'upside down').toBeLessThanOrEqual(SMALL_AIM);
    }, 60_000);
  }
});

/**
 * Figures of the anime filter — never a pass or a fail on a time: each style on a
 * one-megapixel photo (the astronaut portrait of the image recognition test photos, 1155 × 866,
 * saved again as a JPEG at quality 55), the median of five runs in this process, the
 * stylisation alone (the task adds decoding the upload and encoding the result).
 * `pnpm exec tsx image-anime-filter.ts` runs it alone.
 */
import { ANIME_STYLES } from '@toolhub/contracts';
import { ANIME_STYLISERS } from '../server/engines/image/anime-filter/task';
import { testPhoto } from '../server/engines/image/anime-filter/test-support/photos';

const RUNS = 5;
const [WIDTH, HEIGHT] = [1155, 866];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

export async function animeFilterFigures(): Promise<string[]> {
  const photo = await testPhoto('astronaut.jpg', WIDTH, HEIGHT);
  const megapixels = (WIDTH * HEIGHT) / 1e6;
  const lines = [`anime filter (classical stylisation), ${WIDTH} × ${HEIGHT} photo, median of ${RUNS}:`];
  for (const style of ANIME_STYLES) {
    ANIME_STYLISERS[style](photo); // first run: the code compiled, the memory taken
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      ANIME_STYLISERS[style](photo);
      times.push(performance.now() - start);
    }
    lines.push(`  ${style.padEnd(6)} ${Math.round(median(times) / megapixels)} ms per MP`);
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) console.info((await animeFilterFigures()).join('\n'));

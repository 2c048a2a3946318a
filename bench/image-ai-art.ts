/**
 * AI art's procedural painter, timed on this machine in this process (one core): the median
 * time of one 1024² picture per style, painted and encoded as the task does, over a few
 * prompts; then a whole 4-picture task per style through the task's handler. The issue's
 * figure is ≤ 3 s per 1024² picture. Figures only: nothing here fails on a time.
 */
import { ART_STYLES, type ArtStyle } from '@toolhub/contracts';
import { proceduralEngine } from '../server/engines/image/ai-art/procedural/painter';
import { aiArt } from '../server/engines/image/ai-art/task';
import type { TaskContext } from '../server/src/tasks/handler';

/** Prompts of every kind of scene: mountains, sea, city, flowers, Chinese and English. */
const PROMPTS = ['山间明月夜', 'sea at sunset with a boat and birds', '城市夜景', 'spring lake with blossoming trees', 'autumn forest in the mist'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const work = { signal: new AbortController().signal, progress: () => undefined };
const context: TaskContext = { scene: 'bench', signal: work.signal, readObject: async () => Buffer.alloc(0), progress: () => undefined };

async function pictureTimes(style: ArtStyle): Promise<number[]> {
  const times: number[] = [];
  for (const [i, prompt] of PROMPTS.entries()) {
    const started = performance.now();
    await proceduralEngine.paint({ prompt, style, seeds: [1000 + i] }, work);
    times.push(performance.now() - started);
  }
  return times;
}

export async function aiArtFigures(): Promise<string[]> {
  // One picture first, so module loading and the JIT's first compile are not counted.
  await proceduralEngine.paint({ prompt: 'warm-up', style: 'ink', seeds: [0] }, work);
  const lines = [`AI art, procedural painter, one 1024² picture (painted + PNG), median of ${PROMPTS.length} prompts (max):`];
  for (const style of ART_STYLES) {
    const times = await pictureTimes(style);
    lines.push(`  ${style.padEnd(12)} ${seconds(median(times))}  (max ${seconds(Math.max(...times))})`);
  }
  lines.push('AI art, one task of 4 pictures (handler: parse, paint 4, encode), prompt "山间明月夜":');
  for (const style of ART_STYLES) {
    const started = performance.now();
    await aiArt({ prompt: '山间明月夜', style, seed: 77 }, context);
    lines.push(`  ${style.padEnd(12)} ${seconds(performance.now() - started)}`);
  }
  // ru_maxrss is in kilobytes on Linux: this process, runtime and sharp included.
  lines.push(`  peak memory of the process: ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) console.info((await aiArtFigures()).join('\n'));

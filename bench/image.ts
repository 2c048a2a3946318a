/**
 * Figures of the image family (issue 18) — never a pass or a fail on a time. Each tool's bench
 * (bench/image-<tool>.ts) runs in a process of its own, so its peak memory is its own and one
 * model's load does not slow the next; its lines are printed with the previous run's beside
 * them (kept in .bench/, outside git). Image fix prints its previous figures itself.
 * `pnpm exec tsx image.ts` runs them all (a few minutes).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const PREVIOUS_DIR = path.join(ROOT, '.bench');

/** Each bench file, and whether it keeps its own previous run. */
const SECTIONS: { file: string; keepsPrevious?: true }[] = [
  { file: 'image-fix.ts', keepsPrevious: true },
  { file: 'image-anime-filter.ts' },
  { file: 'image-text-removal.ts' },
  { file: 'image-human-split.ts' },
  { file: 'image-face-filter.ts' },
  { file: 'image-ai-art.ts' },
];

function run(file: string): string[] {
  try {
    const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, file)], { cwd: import.meta.dirname, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    return out.trimEnd().split('\n');
  } catch (error) {
    return [`${file} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`];
  }
}

export function imageFigures(): string[] {
  const printed: string[] = ['', '== image effects (issue 18) =='];
  fs.mkdirSync(PREVIOUS_DIR, { recursive: true });
  for (const { file, keepsPrevious } of SECTIONS) {
    const lines = run(file);
    printed.push(...lines);
    if (keepsPrevious) continue;
    const previousFile = path.join(PREVIOUS_DIR, file.replace(/\.ts$/, '.txt'));
    if (fs.existsSync(previousFile)) {
      const { mtime } = fs.statSync(previousFile);
      printed.push(`  previous run (${mtime.toISOString().slice(0, 16).replace('T', ' ')}):`, ...fs.readFileSync(previousFile, 'utf8').trimEnd().split('\n').map((line) => `  | ${line}`));
    }
    if (!lines[0]?.endsWith('failed')) fs.writeFileSync(previousFile, `${lines.join('\n')}\n`);
  }
  return printed;
}

if (import.meta.url === `file://${process.argv[1]}`) console.info(imageFigures().join('\n'));

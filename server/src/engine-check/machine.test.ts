import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findOnPath, parseFontFamilies, realMachine } from './machine';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-machine-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A folder of the fake PATH with the given files; `script` ones are executable shell scripts. */
function folder(name: string, files: Record<string, { script?: string; plain?: true; dir?: true }>): string {
  const dir = path.join(root, name);
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, kind] of Object.entries(files)) {
    const target = path.join(dir, file);
    if (kind.dir) fs.mkdirSync(target);
    else fs.writeFileSync(target, kind.script ?? 'not a program', { mode: kind.plain ? 0o644 : 0o755 });
  }
  return dir;
}

describe('finding a program as spawn does', () => {
  const first = folder('first', { qpdf: { script: '#!/bin/sh\n' }, pdfinfo: { plain: true }, soffice: { dir: true } });
  const second = folder('second', { pdfinfo: { script: '#!/bin/sh\n' } });
  const PATH = ['', first, second].join(path.delimiter);

  it('answers the first executable file of that name on PATH', () => {
    expect(findOnPath('qpdf', PATH)).toBe(path.join(first, 'qpdf'));
    // The first folder's pdfinfo may not be run: the second's is the one spawn starts.
    expect(findOnPath('pdfinfo', PATH)).toBe(path.join(second, 'pdfinfo'));
  });

  it('a folder of that name, a missing program or an empty PATH is not a program', () => {
    expect(findOnPath('soffice', PATH)).toBeUndefined();
    expect(findOnPath('pdftoppm', PATH)).toBeUndefined();
    expect(findOnPath('qpdf', '')).toBeUndefined();
  });
});

describe('the fonts fontconfig lists', () => {
  it('reads every name of every face, whatever its case', () => {
    const families = parseFontFamilies('Noto Sans CJK SC,Noto Sans CJK SC Regular\nDejaVu Sans\n\nAR PL UKai CN, 文鼎PL中楷\n');
    expect(families).toEqual(new Set(['noto sans cjk sc', 'noto sans cjk sc regular', 'dejavu sans', 'ar pl ukai cn', '文鼎pl中楷']));
  });

  it('asks the fc-list on the machine PATH, once per look', () => {
    const calls = path.join(root, 'fc-list-calls');
    const bin = folder('fonts-bin', { 'fc-list': { script: `#!/bin/sh\necho run >> '${calls}'\nprintf 'Lato\\nNoto Serif CJK SC,Noto Serif CJK SC Bold\\n'\n` } });
    const machine = realMachine({ PATH: bin });
    expect(machine.fontFamilies()).toEqual(new Set(['lato', 'noto serif cjk sc', 'noto serif cjk sc bold']));
    expect(machine.fontFamilies()?.has('lato')).toBe(true);
    expect(fs.readFileSync(calls, 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('prepared, it asks fc-list without blocking the event loop, once, and answers from that', async () => {
    const calls = path.join(root, 'fc-list-calls-prepared');
    const bin = folder('fonts-bin-prepared', { 'fc-list': { script: `#!/bin/sh\necho run >> '${calls}'\n/bin/sleep 0.3\nprintf 'Lato\\n'\n` } });
    const machine = realMachine({ PATH: bin });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    await machine.prepare?.();
    clearInterval(timer);
    // Timers ran while fc-list slept: the server goes on answering during a recheck.
    expect(ticks).toBeGreaterThanOrEqual(3);
    expect(machine.fontFamilies()).toEqual(new Set(['lato']));
    expect(fs.readFileSync(calls, 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('without fc-list nothing is known to be installed', () => {
    expect(realMachine({ PATH: folder('empty-bin', {}) }).fontFamilies()).toBeUndefined();
  });
});

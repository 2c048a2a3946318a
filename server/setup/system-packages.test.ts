import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pathWithout, type HiddenPrograms } from '../src/engine-check/test-support/path';

const SCRIPT = path.join(import.meta.dirname, 'system-packages.sh');
const isRoot = process.getuid?.() === 0;

let hidden: HiddenPrograms | undefined;
afterEach(() => hidden?.remove());

/**
 * Runs the script with qpdf (and anything else named) hidden and a fake apt-get that only writes
 * down its arguments; with `root`, the files it finds programs' parts by are looked for under it.
 */
function runWithout(programs: string[], root?: string) {
  hidden = pathWithout([...programs, 'apt-get']);
  const calls = path.join(hidden.dir, 'apt-get-calls');
  fs.writeFileSync(path.join(hidden.dir, 'apt-get'), `#!/bin/sh\necho "$@" >> '${calls}'\n`, { mode: 0o755 });
  const output = execFileSync('bash', [SCRIPT], { encoding: 'utf8', env: { ...process.env, PATH: hidden.PATH, ...(root ? { TOOLHUB_SETUP_ROOT: root } : {}) } });
  return { output, aptGet: fs.existsSync(calls) ? fs.readFileSync(calls, 'utf8').trim().split('\n') : [] };
}

/** The files the script finds programs' parts by (`kind|name|packages|who|file`). */
const partFiles = () =>
  execFileSync('bash', [SCRIPT, '--list'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.split('|'))
    .flatMap(([, name, , , file]) => (file ? [{ name, file }] : []));

// apt-get runs as root; elsewhere the script would ask sudo, which a test cannot answer.
describe.runIf(isRoot)('the set-up line installs the system packages the hub lacks', () => {
  it('installs qpdf where it is missing, and nothing else', () => {
    const { output, aptGet } = runWithout(['qpdf']);
    expect(output).toContain('missing program qpdf: qpdf');
    expect(aptGet).toEqual(['update -qq', 'install -y -qq --no-install-recommends qpdf']);
  });

  it('installs one package once for all its pieces (poppler-utils brings pdfinfo, pdftoppm and pdftotext)', () => {
    const { aptGet } = runWithout(['pdfinfo', 'pdftoppm', 'soffice']);
    expect(aptGet.at(-1)).toBe('install -y -qq --no-install-recommends libreoffice-calc-nogui libreoffice-impress-nogui libreoffice-writer-nogui poppler-utils');
  });

  it('installs the LibreOffice part that is missing though soffice is there (a partly installed LibreOffice)', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-root-'));
    try {
      // Every part's file but Calc's, under a made-up root.
      const parts = partFiles();
      expect(parts.map((part) => part.name)).toEqual(expect.arrayContaining(['LibreOffice Writer', 'LibreOffice Calc', 'LibreOffice Impress']));
      for (const { name, file } of parts) {
        if (name === 'LibreOffice Calc') continue;
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), '');
      }
      const { output, aptGet } = runWithout([], root);
      expect(output).toContain('missing program LibreOffice Calc: libreoffice-calc-nogui');
      expect(aptGet).toEqual(['update -qq', 'install -y -qq --no-install-recommends libreoffice-calc-nogui']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('does not touch apt at all on a machine that has everything (this one: CI runs the script first)', () => {
    const { output, aptGet } = runWithout([]);
    expect(output).toContain('everything the hub needs is installed');
    expect(aptGet).toEqual([]);
  });
});

import type { HubTool } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { EngineAvailability } from './availability';
import { font, program, type EngineDeclaration } from './needs';
import { fakeMachine } from './test-support/machine';

const tool = (toolid: number, path: string, name: string, reqType: number | undefined, scene: string): HubTool => ({
  toolid,
  path,
  name,
  keyword: '',
  category: 'test',
  icon: '',
  scene,
  ...(reqType === undefined ? {} : { reqType }),
  needCharge: false,
  module: './Tool',
  remote: 'test',
});

const TOOLS = [
  tool(21, 'pdf-merge', 'PDF合并', 27, 'pdf_merge'),
  tool(16, 'pdf-split', 'PDF拆分', 19, 'pdf_split'),
  tool(55, 'table-ocr', '表格识别', 5, 'table_ocr'),
  tool(56, 'ad-font', '广告字体识别', 5, 'scan_advertise'),
  tool(101, 'lpr', 'LPR', undefined, 'finance_lpr'),
];

const ENGINES: EngineDeclaration[] = [
  { engine: 'pdf', runs: [{ reqType: 27 }, { reqType: 19 }], needs: [program('qpdf', 'qpdf')] },
  { engine: 'ocr', runs: [{ reqType: 5 }], needs: [] },
  // The scene picks this one among the type's engines, as recognise.ts does.
  { engine: 'font-match', runs: [{ reqType: 5, scene: 'scan_advertise' }], needs: [program('fc-list', 'fontconfig'), font('Noto Sans CJK SC', 'fonts-noto-cjk')] },
];

function availability(programs: string[], fonts: string[] = []) {
  const engines = new EngineAvailability(ENGINES, () => fakeMachine({ programs, fonts }).machine, () => 1_700_000_000_000);
  engines.check();
  return engines;
}

describe('tools on a machine without qpdf and the Chinese fonts', () => {
  const engines = availability(['fc-list']);

  it('the served catalog marks the tools of an engine that lacks a piece, and only those', () => {
    const marked = Object.fromEntries(engines.mark(TOOLS).map((t) => [t.path, t.unavailable]));
    expect(marked['pdf-merge']).toEqual({ reason: 'its engine pdf is missing program qpdf (apt-get install -y qpdf)', missing: ['qpdf'] });
    expect(marked['pdf-split']?.missing).toEqual(['qpdf']);
    expect(marked['ad-font']?.missing).toEqual(['Noto Sans CJK SC']);
    // Same type as the font tool, another scene: its own engine is ready. A tool without an engine always works.
    expect(marked['table-ocr']).toBeUndefined();
    expect(marked.lpr).toBeUndefined();
  });

  it('a job of an engine that lacks a piece says what is missing; the others pass', () => {
    expect(engines.unavailableOf({ reqType: 27, scene: 'pdf_merge' })?.reason).toBe('its engine pdf is missing program qpdf (apt-get install -y qpdf)');
    expect(engines.unavailableOf({ reqType: 5, scene: 'scan_advertise' })?.reason).toContain('font Noto Sans CJK SC (apt-get install -y fonts-noto-cjk)');
    expect(engines.unavailableOf({ reqType: 5, scene: 'table_ocr' })).toBeUndefined();
    expect(engines.unavailableOf({ reqType: 5, scene: '' })).toBeUndefined();
    expect(engines.unavailableOf({ reqType: 9001, scene: 'test' })).toBeUndefined();
  });

  it('logs one line per missing piece with the tools it disables and its install command', () => {
    expect(engines.logLines(TOOLS)).toEqual([
      'engine check: program qpdf is missing; it disables PDF合并 (pdf-merge), PDF拆分 (pdf-split) [engine pdf]; install it with: apt-get install -y qpdf',
      'engine check: font Noto Sans CJK SC is missing; it disables 广告字体识别 (ad-font) [engine font-match]; install it with: apt-get install -y fonts-noto-cjk',
    ]);
    expect(engines.summary()).toEqual({ ready: 1, engines: 3 });
    // A task worker knows no catalog: it names the engines.
    expect(engines.logLines()[0]).toBe('engine check: program qpdf is missing; it disables the engines pdf; install it with: apt-get install -y qpdf');
  });

  it('reports every engine, its state, what is missing and which tools it runs', () => {
    expect(engines.report(TOOLS)).toEqual({
      checkedAt: 1_700_000_000_000,
      engines: [
        {
          engine: 'pdf',
          state: 'missing',
          missing: [{ kind: 'program', name: 'qpdf', install: 'apt-get install -y qpdf' }],
          tools: [
            { toolid: 21, name: 'PDF合并', path: 'pdf-merge' },
            { toolid: 16, name: 'PDF拆分', path: 'pdf-split' },
          ],
        },
        { engine: 'ocr', state: 'ready', missing: [], tools: [{ toolid: 55, name: '表格识别', path: 'table-ocr' }] },
        {
          engine: 'font-match',
          state: 'missing',
          missing: [{ kind: 'font', name: 'Noto Sans CJK SC', install: 'apt-get install -y fonts-noto-cjk' }],
          tools: [{ toolid: 56, name: '广告字体识别', path: 'ad-font' }],
        },
      ],
    });
  });
});

describe('checking again', () => {
  it('brings the tools back once the missing package is installed', () => {
    const installed = ['fc-list'];
    const engines = new EngineAvailability(ENGINES, () => fakeMachine({ programs: [...installed], fonts: ['Noto Sans CJK SC'] }).machine);
    engines.check();
    expect(engines.mark(TOOLS).filter((t) => t.unavailable).map((t) => t.path)).toEqual(['pdf-merge', 'pdf-split']);
    installed.push('qpdf');
    engines.check();
    expect(engines.mark(TOOLS).some((t) => t.unavailable)).toBe(false);
    expect(engines.logLines(TOOLS)).toEqual([]);
  });
});

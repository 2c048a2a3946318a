import { describe, expect, it } from 'vitest';
import { checkEngines } from './check';
import { font, program, programPart, type EngineDeclaration, type ModelNeed } from './needs';
import { fakeMachine } from './test-support/machine';

const QPDF = program('qpdf', 'qpdf');
const SOFFICE = program('soffice', 'libreoffice-writer-nogui', 'libreoffice-calc-nogui');
const NOTO = font('Noto Sans CJK SC', 'fonts-noto-cjk');
const MODEL: ModelNeed = { kind: 'model', name: 'PP-OCR', npmPackage: '@x/models', files: () => ['/m/det.onnx', '/m/rec.onnx'] };

const engines: EngineDeclaration[] = [
  { engine: 'pdf', runs: [{ reqType: 19 }], needs: [QPDF] },
  { engine: 'office', runs: [{ reqType: 101 }], needs: [SOFFICE, QPDF, NOTO] },
  { engine: 'ocr', runs: [{ reqType: 15 }], needs: [MODEL] },
  { engine: 'nothing', runs: [{ reqType: 7 }], needs: [] },
];

const missingOf = (checked: ReturnType<typeof checkEngines>) => Object.fromEntries(checked.map((engine) => [engine.declaration.engine, engine.missing.map(({ kind, name, install }) => ({ kind, name, install }))]));

describe('the engine check', () => {
  it('names each piece an engine lacks with the command that installs it', () => {
    const { machine } = fakeMachine({ programs: ['soffice'], fonts: ['Lato'], files: ['/m/det.onnx'] });
    expect(missingOf(checkEngines(engines, machine))).toEqual({
      pdf: [{ kind: 'program', name: 'qpdf', install: 'apt-get install -y qpdf' }],
      office: [
        { kind: 'program', name: 'qpdf', install: 'apt-get install -y qpdf' },
        { kind: 'font', name: 'Noto Sans CJK SC', install: 'apt-get install -y fonts-noto-cjk' },
      ],
      // One of its two files is gone: the model cannot load.
      ocr: [{ kind: 'model', name: 'PP-OCR', install: 'pnpm install' }],
      nothing: [],
    });
  });

  it('a machine with everything leaves every engine ready; a font is matched whatever its case', () => {
    const { machine } = fakeMachine({ programs: ['qpdf', 'soffice'], fonts: ['noto sans cjk sc'], files: ['/m/det.onnx', '/m/rec.onnx'] });
    expect(checkEngines(engines, machine).every((engine) => engine.missing.length === 0)).toBe(true);
  });

  it('without fc-list no font counts as installed', () => {
    const { machine } = fakeMachine({ programs: ['qpdf', 'soffice'], fonts: null });
    expect(missingOf(checkEngines(engines, machine)).office).toEqual([{ kind: 'font', name: 'Noto Sans CJK SC', install: 'apt-get install -y fonts-noto-cjk' }]);
  });

  it('a model whose npm package is not installed at all is missing', () => {
    const gone: ModelNeed = { ...MODEL, files: () => { throw new Error("Cannot find module '@x/models'"); } };
    const { machine } = fakeMachine({});
    expect(missingOf(checkEngines([{ engine: 'ocr', runs: [], needs: [gone] }], machine)).ocr).toEqual([{ kind: 'model', name: 'PP-OCR', install: 'pnpm install' }]);
  });

  it('a part of a program is found by the file its package installs, not on PATH', () => {
    const writer = programPart('LibreOffice Writer', '/lo/writer.xcd', 'libreoffice-writer-nogui');
    const office: EngineDeclaration[] = [{ engine: 'office', runs: [], needs: [SOFFICE, writer] }];
    const without = fakeMachine({ programs: ['soffice', 'LibreOffice Writer'] });
    expect(missingOf(checkEngines(office, without.machine)).office).toEqual([{ kind: 'program', name: 'LibreOffice Writer', install: 'apt-get install -y libreoffice-writer-nogui' }]);
    expect(without.asked).toContain('file /lo/writer.xcd');
    expect(without.asked).not.toContain('program LibreOffice Writer');
    expect(missingOf(checkEngines(office, fakeMachine({ programs: ['soffice'], files: ['/lo/writer.xcd'] }).machine)).office).toEqual([]);
  });

  it('asks the machine once per piece however many engines share it', () => {
    const { machine, asked } = fakeMachine({});
    checkEngines(engines, machine);
    expect(asked.filter((question) => question === 'program qpdf')).toHaveLength(1);
  });
});

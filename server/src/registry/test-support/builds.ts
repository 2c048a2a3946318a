/**
 * Builds of remotes for tests, written the way the build factory writes them (a federation
 * manifest, the catalog beside it, an entry and one chunk per exposed module), so the
 * registry is tested on the files it gets in production without running rspack each time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CATALOG_FILE, MANIFEST_FILE, type SharedDep, type ToolMeta } from '@toolhub/contracts';

export interface TestBuildOptions {
  name: string;
  catalog: ToolMeta[];
  /** The shared packages; the shell's own singletons (React 19 and so on) unless given. */
  shared?: SharedDep[];
  /** Any text, so two builds of one remote differ in their digest. */
  marker?: string;
}

export const SHELL_LIKE_SHARED: SharedDep[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'jotai', version: '2.20.3', requiredVersion: '^2.20.3', singleton: true },
  { name: '@toolhub/sdk', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
  { name: '@toolhub/ui', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
];

export function testBuildFiles({ name, catalog, shared = SHELL_LIKE_SHARED, marker = '' }: TestBuildOptions) {
  const modules = [...new Set(catalog.map((tool) => tool.module))];
  const chunk = (module: string) => `${module.slice(2).toLowerCase()}.js`;
  const manifest = {
    id: name,
    name,
    metaData: { name, globalName: name, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, buildInfo: { buildVersion: '1.0.0' } },
    shared: shared.map((dep) => ({ ...dep, assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } })),
    remotes: [],
    exposes: ['./catalog', ...modules].map((module) => ({
      id: `${name}:${module.slice(2)}`,
      name: module.slice(2),
      path: module,
      assets: { js: { sync: [chunk(module)], async: [] }, css: { sync: [], async: [] } },
    })),
  };
  const files: Record<string, string> = {
    [MANIFEST_FILE]: JSON.stringify(manifest, null, 2),
    [CATALOG_FILE]: JSON.stringify(catalog, null, 2),
    'remoteEntry.js': `/* ${name} ${marker} */ var ${name} = {};`,
  };
  for (const module of ['./catalog', ...modules]) files[chunk(module)] = `/* ${module} ${marker} */`;
  return Object.entries(files).map(([file, text]) => ({ path: file, bytes: Buffer.from(text) }));
}

/** Writes a test build into `dir` (created) and returns it, as a `dist` folder. */
export function writeTestBuild(dir: string, options: TestBuildOptions): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const file of testBuildFiles(options)) fs.writeFileSync(path.join(dir, file.path), file.bytes);
  return dir;
}

/**
 * `pnpm build` packs the packages a tool team outside this repo builds a remote with, and the
 * hub serves them as an npm registry under /npm/ (server/src/packages). Each is an ordinary npm
 * tarball (`npm pack`), with JavaScript where a remote runs the package's code and TypeScript
 * declarations for all:
 *
 * - `@toolhub/contracts`: the types and schemas of every payload (code: a remote may bundle it
 *   as the fallback of its shared singleton);
 * - `@toolhub/sdk`, `@toolhub/ui`: types only — their code is the shell's, which every remote
 *   takes at run time (`import: false`, docs/remote-contract.md), so a copy in a remote's
 *   node_modules would only be a second visitor state waiting to happen;
 * - `@toolhub/remote-kit`: the build rules of the contract for rspack and webpack 5;
 * - `@toolhub/cli`: `toolhub publish | release | …` and `create-toolhub-remote`, bundled with
 *   the contracts it checks against, so a team's CI needs nothing else.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';
import { PACKAGES_INDEX_FILE, type PackagesIndex } from '@toolhub/contracts';
import { standaloneVersions, VERSIONS_FILE } from '../scaffold-standalone';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const PACKAGES_DIR = path.join(ROOT, 'server/dist-packages');
const STAGE_DIR = path.join(PACKAGES_DIR, '.stage');

interface PackageSpec {
  /** The workspace package the version, description and dependencies come from. */
  workspaceDir: string;
  /** Export subpath → source file, relative to workspaceDir. */
  entries: Record<string, string>;
  /** `code`: bundled JavaScript and declarations; `types`: declarations only. */
  ships: 'code' | 'types';
  platform?: 'neutral' | 'node';
  /** Bundle every import (the CLI carries the contracts and zod), else keep packages external. */
  bundleAll?: boolean;
  /** Command name → export subpath. */
  bin?: Record<string, string>;
  /** Folders copied as they are (relative to workspaceDir → in the package). */
  copy?: Record<string, string>;
  /** The name it has on the registry when the workspace's is private to the workspace. */
  name?: string;
  description?: string;
}

const PACKAGES: PackageSpec[] = [
  { workspaceDir: 'shared/contracts', entries: { '.': 'src/index.ts' }, ships: 'code' },
  { workspaceDir: 'shared/sdk', entries: { '.': 'src/index.ts' }, ships: 'types' },
  { workspaceDir: 'shared/ui', entries: { '.': 'src/index.ts', './core': 'src/core.ts' }, ships: 'types' },
  { workspaceDir: 'shared/remote-kit', entries: { '.': 'src/index.ts' }, ships: 'code', platform: 'node' },
  {
    workspaceDir: 'server',
    name: '@toolhub/cli',
    description: 'The hub’s CLI for tool teams and ops: create-toolhub-remote, toolhub publish, release, promote, rollback, ramp, status.',
    entries: { './toolhub': 'cli/toolhub-bin.ts', './create-remote': 'cli/create-remote-bin.ts' },
    ships: 'code',
    platform: 'node',
    bundleAll: true,
    bin: { toolhub: './toolhub', 'create-toolhub-remote': './create-remote' },
    copy: { 'cli/template': 'template' },
  },
];

interface WorkspacePackage {
  name: string;
  version: string;
  description?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Shared singletons the remote itself depends on, at the shell's versions. */
const SINGLETON_PEERS = new Set(['react', 'react-dom', 'jotai']);

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const workspaceOf = (spec: PackageSpec) => readJson<WorkspacePackage>(path.join(ROOT, spec.workspaceDir, 'package.json'));
const nameOf = (spec: PackageSpec) => spec.name ?? workspaceOf(spec).name;
const outName = (subpath: string) => (subpath === '.' ? 'index' : subpath.slice(2));

/** The range a bare import is satisfied by: the workspace's own packages at their version (`^`), others as depended on. */
function versionRange(pkg: string, workspace: WorkspacePackage): string | undefined {
  const own = PACKAGES.find((spec) => nameOf(spec) === pkg);
  if (own) return `^${workspaceOf(own).version}`;
  return workspace.dependencies?.[pkg] ?? workspace.peerDependencies?.[pkg];
}

/** `react/jsx-runtime` → `react`, `@types/x` for nothing: the package a specifier imports. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('node:') || specifier.startsWith('/')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every bare package the files import (declarations included: a type from `jotai` needs jotai's types). */
function importedPackages(files: string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\(\s*|require\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
      const pkg = packageOf(match[1]);
      if (pkg) found.add(pkg);
    }
  }
  return found;
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Declarations of the entries and everything they import in the package, into `<stage>/types`. */
function emitDeclarations(spec: PackageSpec, stage: string, typesOfPacked: Record<string, string[]>) {
  const sourceDir = path.join(ROOT, spec.workspaceDir);
  const entries = Object.values(spec.entries).map((entry) => path.join(sourceDir, entry));
  const ambient = listFiles(sourceDir).filter((file) => file.endsWith('.d.ts') && !file.includes('node_modules') && !file.includes(`${path.sep}dist`));
  const options: ts.CompilerOptions = {
    declaration: true,
    emitDeclarationOnly: true,
    outDir: path.join(stage, 'types'),
    rootDir: path.join(sourceDir, spec.workspaceDir === 'server' ? 'cli' : 'src'),
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    // The packages packed before this one are imports, not sources to emit again.
    paths: typesOfPacked,
    baseUrl: ROOT,
  };
  const program = ts.createProgram([...entries, ...ambient], options);
  const result = program.emit(undefined, undefined, undefined, true);
  const problems = [...program.getDeclarationDiagnostics(), ...result.diagnostics];
  if (problems.length > 0) {
    const text = ts.formatDiagnostics(problems, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' });
    throw new Error(`declarations of ${nameOf(spec)}:\n${text}`);
  }
  // The ambient declarations (CSS modules) are part of the package's types, not emitted by tsc.
  for (const file of ambient) {
    const target = path.join(options.outDir!, path.relative(options.rootDir!, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
  }
  return (subpath: string) => `./types/${path.relative(options.rootDir!, path.join(sourceDir, spec.entries[subpath])).replace(/\.tsx?$/, '.d.ts')}`;
}

async function bundle(spec: PackageSpec, stage: string, dependencies: string[]) {
  const sourceDir = path.join(ROOT, spec.workspaceDir);
  await build({
    entryPoints: Object.fromEntries(Object.entries(spec.entries).map(([subpath, entry]) => [outName(subpath), path.join(sourceDir, entry)])),
    outdir: stage,
    outExtension: { '.js': '.js' },
    bundle: true,
    format: 'esm',
    platform: spec.platform ?? 'neutral',
    target: 'node20',
    // Declared dependencies stay imports; the CLI takes everything with it but Node's own.
    external: spec.bundleAll ? [] : dependencies,
    mainFields: ['module', 'main'],
    conditions: ['import', 'module', 'default'],
    // esbuild's ESM output for Node has no require(); zod and the rest are ESM, node: builtins are imports.
    banner: spec.bin ? { js: '#!/usr/bin/env node' } : undefined,
    legalComments: 'none',
    logLevel: 'warning',
  });
}

/** Packs one package into PACKAGES_DIR; answers its tarball's name. */
async function pack(spec: PackageSpec, typesOfPacked: Record<string, string[]>): Promise<{ name: string; version: string; file: string }> {
  const workspace = workspaceOf(spec);
  const name = nameOf(spec);
  const stage = path.join(STAGE_DIR, name.replace('/', '__'));
  fs.rmSync(stage, { recursive: true, force: true });
  fs.mkdirSync(stage, { recursive: true });

  // A command has no API to type; a library has nothing but.
  const typesOf = spec.bin ? undefined : emitDeclarations(spec, stage, typesOfPacked);
  const declarations = typesOf ? listFiles(path.join(stage, 'types')).filter((file) => file.endsWith('.d.ts')) : [];
  // What the package's files import, at the versions the workspace builds with.
  const imported = [...importedPackages(declarations), ...(spec.ships === 'code' ? Object.keys(workspace.dependencies ?? {}) : [])];
  const dependencies: Record<string, string> = {};
  const peerDependencies: Record<string, string> = { ...workspace.peerDependencies };
  const optionalPeers: string[] = Object.keys(workspace.peerDependencies ?? {}).filter((pkg) => pkg === 'typescript');
  for (const pkg of [...new Set(imported)].sort()) {
    if (pkg === name || spec.bundleAll) continue;
    const range = versionRange(pkg, workspace);
    if (!range) throw new Error(`${name} imports ${pkg}, which ${spec.workspaceDir}/package.json does not depend on`);
    // One React and one jotai on a page: the remote's own, which are the shell's versions.
    if (SINGLETON_PEERS.has(pkg)) peerDependencies[pkg] = range;
    // Types only: a library the shell's code uses is named in a few declarations (an upload's
    // progress event); without it those types are loose, and a remote installs nothing it never runs.
    else if (spec.ships === 'types' && !PACKAGES.some((other) => nameOf(other) === pkg)) {
      peerDependencies[pkg] = range;
      optionalPeers.push(pkg);
    } else dependencies[pkg] = range;
  }
  if (spec.ships === 'code') await bundle(spec, stage, Object.keys(dependencies));

  for (const [from, to] of Object.entries(spec.copy ?? {})) fs.cpSync(path.join(ROOT, spec.workspaceDir, from), path.join(stage, to), { recursive: true });
  // create-toolhub-remote, outside the workspace, pins the versions this build's shell has.
  if (spec.bin) fs.writeFileSync(path.join(stage, 'template/standalone', VERSIONS_FILE), `${JSON.stringify(standaloneVersions(), null, 2)}\n`);

  const exports = typesOf
    ? Object.fromEntries(
        Object.keys(spec.entries).map((subpath) => [
          subpath,
          spec.ships === 'code' ? { types: typesOf(subpath), import: `./${outName(subpath)}.js` } : { types: typesOf(subpath) },
        ]),
      )
    : {};
  const manifest = {
    name,
    version: workspace.version,
    description: spec.description ?? workspace.description,
    type: 'module',
    license: 'UNLICENSED',
    exports: { ...exports, './package.json': './package.json' },
    ...(typesOf ? { types: typesOf('.'), ...(spec.ships === 'code' ? { main: './index.js' } : {}) } : {}),
    ...(spec.bin ? { bin: Object.fromEntries(Object.entries(spec.bin).map(([command, subpath]) => [command, `./${outName(subpath)}.js`])) } : {}),
    ...(Object.keys(dependencies).length > 0 ? { dependencies } : {}),
    ...(Object.keys(peerDependencies).length > 0 && !spec.bundleAll ? { peerDependencies } : {}),
    ...(optionalPeers.length > 0 && !spec.bundleAll ? { peerDependenciesMeta: Object.fromEntries(optionalPeers.map((pkg) => [pkg, { optional: true }])) } : {}),
    engines: { node: '>=20.19' },
  };
  fs.writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.writeFileSync(
    path.join(stage, 'README.md'),
    `# ${name}\n\n${manifest.description}\n\nServed by the Toolhub hub you build remotes for; see its docs/remote-contract.md.\n`,
  );
  const output = execFileSync('npm', ['pack', '--json', '--pack-destination', PACKAGES_DIR], { cwd: stage, encoding: 'utf8' });
  const [{ filename }] = JSON.parse(output) as { filename: string }[];
  return { name, version: workspace.version, file: path.basename(filename) };
}

export async function packAll(): Promise<PackagesIndex> {
  fs.rmSync(PACKAGES_DIR, { recursive: true, force: true });
  fs.mkdirSync(PACKAGES_DIR, { recursive: true });
  const typesOfPacked: Record<string, string[]> = {};
  const packages: PackagesIndex['packages'] = [];
  for (const spec of PACKAGES) {
    packages.push(await pack(spec, typesOfPacked));
    const stage = path.join(STAGE_DIR, nameOf(spec).replace('/', '__'));
    const manifest = readJson<{ exports: Record<string, { types?: string } | string> }>(path.join(stage, 'package.json'));
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (typeof target === 'object' && target.types) typesOfPacked[subpath === '.' ? nameOf(spec) : `${nameOf(spec)}${subpath.slice(1)}`] = [path.join(stage, target.types as string)];
    }
  }
  const index: PackagesIndex = { packages };
  fs.writeFileSync(path.join(PACKAGES_DIR, PACKAGES_INDEX_FILE), `${JSON.stringify(index, null, 2)}\n`);
  return index;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const index = await packAll();
  fs.rmSync(STAGE_DIR, { recursive: true, force: true });
  for (const { file } of index.packages) process.stdout.write(`packed ${file}\n`);
}

/**
 * A new remote in a repo of its own (`pnpm create-remote <name> --standalone <dir>`, or
 * `create-toolhub-remote` from the hub's @toolhub/cli package): the workspace template's example
 * tool, plus what a repo outside this workspace needs — its package.json with its own lockfile to
 * come, an `.npmrc` that takes the @toolhub packages from the hub, a tsconfig, and an rspack
 * (default) or webpack 5 config built on @toolhub/remote-kit.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CliError } from './errors';
import { checkRemoteName, exampleValues, TEMPLATE_DIR, writeTemplates } from './scaffold';
import { REPO_ROOT } from './settings';

export const STANDALONE_TEMPLATE_DIR = path.join(import.meta.dirname, 'template', 'standalone');
/** Written into the CLI's package by the hub's build: the versions below, as the shell of that build has them. */
export const VERSIONS_FILE = 'versions.json';

export const BUNDLERS = ['rspack', 'webpack'] as const;
export type Bundler = (typeof BUNDLERS)[number];

/** The versions a remote must build with to pass the hub's compatibility gate, and its tools. */
export interface StandaloneVersions {
  toolhub: string;
  react: string;
  'react-dom': string;
  jotai: string;
  '@types/react': string;
  '@types/react-dom': string;
  '@module-federation/enhanced': string;
  '@rspack/core': string;
  '@rspack/cli': string;
  typescript: string;
}

/**
 * webpack 5 and the loaders its config uses: the hub's own build does not use them, so their
 * ranges are the template's own (the newest of each when this was written).
 */
const WEBPACK_DEV_DEPENDENCIES = {
  webpack: '^5.113.0',
  'webpack-cli': '^7.3.1',
  'ts-loader': '^9.6.2',
  'css-loader': '^7.1.5',
  'mini-css-extract-plugin': '^2.10.2',
};

/**
 * The shell's React, React DOM and jotai exactly (the gate asks that the shell's version satisfy
 * `^<the remote's>`, so a newer React in the remote would be refused), and the workspace's build
 * tools. In the workspace they are read from it; in the CLI's package, from what its build wrote.
 */
export function standaloneVersions(): StandaloneVersions {
  const packaged = path.join(STANDALONE_TEMPLATE_DIR, VERSIONS_FILE);
  if (fs.existsSync(packaged)) return JSON.parse(fs.readFileSync(packaged, 'utf8')) as StandaloneVersions;
  const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string; dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const fromShell = createRequire(path.join(REPO_ROOT, 'shell/package.json'));
  const installed = (pkg: string) => (fromShell(`${pkg}/package.json`) as { version: string }).version;
  const remote = readJson(path.join(TEMPLATE_DIR, 'package.json.tpl'));
  const root = readJson(path.join(REPO_ROOT, 'package.json'));
  return {
    toolhub: `^${readJson(path.join(REPO_ROOT, 'shared/sdk/package.json')).version}`,
    react: installed('react'),
    'react-dom': installed('react-dom'),
    jotai: installed('jotai'),
    '@types/react': remote.devDependencies['@types/react'],
    '@types/react-dom': remote.devDependencies['@types/react-dom'],
    '@module-federation/enhanced': remote.devDependencies['@module-federation/enhanced'],
    '@rspack/core': remote.devDependencies['@rspack/core'],
    '@rspack/cli': remote.devDependencies['@rspack/cli'],
    typescript: root.devDependencies.typescript,
  };
}

export function standalonePackage(name: string, bundler: Bundler, versions: StandaloneVersions) {
  const bundlerDependencies =
    bundler === 'rspack' ? { '@rspack/core': versions['@rspack/core'], '@rspack/cli': versions['@rspack/cli'] } : WEBPACK_DEV_DEPENDENCIES;
  const sorted = (deps: Record<string, string>) => Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)));
  return {
    name: `toolhub-remote-${name.replace(/_/g, '-')}`,
    version: '0.1.0',
    private: true,
    type: 'module',
    description: `The ${name} tool family, a remote of the Toolhub hub.`,
    scripts: {
      build: bundler === 'rspack' ? 'rspack build -c rspack.config.mjs' : 'webpack --config webpack.config.mjs',
      typecheck: 'tsc -p .',
    },
    dependencies: sorted({
      '@toolhub/contracts': versions.toolhub,
      '@toolhub/sdk': versions.toolhub,
      '@toolhub/ui': versions.toolhub,
      jotai: versions.jotai,
      react: versions.react,
      'react-dom': versions['react-dom'],
    }),
    devDependencies: sorted({
      '@toolhub/cli': versions.toolhub,
      '@toolhub/remote-kit': versions.toolhub,
      '@module-federation/enhanced': versions['@module-federation/enhanced'],
      '@types/react': versions['@types/react'],
      '@types/react-dom': versions['@types/react-dom'],
      typescript: versions.typescript,
      ...bundlerDependencies,
    }),
  };
}

export interface StandaloneOptions {
  name: string;
  /** The folder to create; it must not exist yet. */
  target: string;
  bundler: Bundler;
  /** The hub's origin, whose /npm/ serves the @toolhub packages. */
  hub: string;
}

/** Writes the standalone remote; answers its files, relative to `target`. */
export function scaffoldStandalone({ name, target, bundler, hub }: StandaloneOptions): string[] {
  checkRemoteName(name);
  if (!BUNDLERS.includes(bundler)) throw new CliError(`--bundler must be ${BUNDLERS.join(' or ')}, not "${bundler}"`, 2);
  let origin: string;
  try {
    const url = new URL(hub);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http');
    origin = url.origin;
  } catch {
    throw new CliError(`--hub must be the hub's address (https://hub.example), not "${hub}"`, 2);
  }
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) throw new CliError(`${target} already exists and is not empty: pick another folder`);

  const values = { ...exampleValues(name), hub: origin };
  // The example tool as the workspace template has it; its test needs the workspace's sdk stand-in.
  const tool = writeTemplates(TEMPLATE_DIR, target, values, (file) => file.startsWith('src/') && !file.endsWith('.test.tsx'));
  const otherConfig = bundler === 'rspack' ? 'webpack.config.mjs' : 'rspack.config.mjs';
  const own = writeTemplates(STANDALONE_TEMPLATE_DIR, target, values, (file) => file !== otherConfig);
  fs.writeFileSync(path.join(target, 'package.json'), `${JSON.stringify(standalonePackage(name, bundler, standaloneVersions()), null, 2)}\n`);
  return [...tool, ...own, 'package.json'].sort();
}

import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogSchema } from '@toolhub/contracts';
import { main } from './create-remote';
import { exampleToolId, scaffoldRemote } from './scaffold';
import { scaffoldStandalone } from './scaffold-standalone';
import { REPO_ROOT } from './settings';
import { captureIo } from './test/fake-hub';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-scaffold-'));
  // The generated rspack config imports the root factory; this one hands back its options as a remote's.
  fs.writeFileSync(path.join(root, 'rspack.config.base.ts'), "export const defineRemote = (options: object) => ({ ...options, role: 'remote' });\n");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;

describe('create-remote', () => {
  it('writes a package, rspack config, catalog, messages and an example tool with its styles and test', () => {
    const files = scaffoldRemote('notes', root);
    expect(files.sort()).toEqual([
      'package.json',
      'rspack.config.ts',
      'src/catalog.ts',
      'src/messages.ts',
      'src/tools/example/count.ts',
      'src/tools/example/example.module.css',
      'src/tools/example/index.test.tsx',
      'src/tools/example/index.tsx',
    ]);
    for (const file of files) expect(fs.readFileSync(path.join(root, 'remotes/notes', file), 'utf8')).not.toMatch(/\{\{\w+\}\}/);

    const pkg = readJson(path.join(root, 'remotes/notes/package.json'));
    expect(pkg.name).toBe('@toolhub/remote-notes');
    expect(pkg.version).toBe('0.1.0');
    expect(pkg.scripts).toEqual({ build: 'rspack build', 'publish:hub': 'pnpm -w toolhub publish .' });
  });

  it('depends on the versions the shell and the root build with', () => {
    scaffoldRemote('notes', root);
    const pkg = readJson(path.join(root, 'remotes/notes/package.json'));
    const shell = readJson(path.join(REPO_ROOT, 'shell/package.json'));
    const workspace = readJson(path.join(REPO_ROOT, 'package.json'));
    for (const name of ['react', 'react-dom', 'jotai', '@toolhub/contracts', '@toolhub/sdk', '@toolhub/ui']) {
      expect({ name, range: pkg.dependencies[name] }).toEqual({ name, range: shell.dependencies[name] });
    }
    for (const name of ['@rspack/core', '@module-federation/enhanced']) {
      expect({ name, range: pkg.devDependencies[name] }).toEqual({ name, range: workspace.devDependencies[name] });
    }
  });

  it('lists a valid catalog whose every module the rspack config exposes, from a file that exists', async () => {
    scaffoldRemote('notes', root);
    const dir = path.join(root, 'remotes/notes');
    const { catalog } = (await import(path.join(dir, 'src/catalog.ts'))) as { catalog: unknown };
    const tools = catalogSchema.parse(catalog);
    expect(tools).toEqual([
      expect.objectContaining({ path: 'notes-example', scene: 'notes_example', module: './Example', toolid: exampleToolId('notes') }),
    ]);
    const { default: options } = (await import(path.join(dir, 'rspack.config.ts'))) as {
      default: { name: string; role: string; dir: string; exposes: Record<string, string> };
    };
    expect(options).toMatchObject({ name: 'notes', role: 'remote', dir });
    for (const tool of tools) {
      expect(options.exposes[tool.module]).toBeDefined();
      expect(fs.existsSync(path.join(dir, options.exposes[tool.module]))).toBe(true);
    }
  });

  it('picks an example tool id far from the hub’s own ids', () => {
    for (const name of ['notes', 'image', 'pdf', 'a1']) expect(exampleToolId(name)).toBeGreaterThanOrEqual(20000);
    expect(exampleToolId('notes')).toBeLessThan(30000);
  });

  it('refuses an invalid name and an existing folder, and prints the next steps', async () => {
    const bad = captureIo();
    expect(await main(['Notes'], bad.io, root)).toBe(2);
    expect(bad.err[0]).toBe('"Notes" is not a valid remote name: a lowercase letter, then 1–39 of a–z, 0–9 and _');
    expect(await main(['shell'], bad.io, root)).toBe(2);

    const first = captureIo();
    expect(await main(['notes'], first.io, root)).toBe(0);
    expect(first.out[0]).toBe('created remotes/notes/ (8 files):');
    expect(first.out).toContain('  pnpm toolhub release notes 0.1.0 --env dev  # then open /notes-example.html on the hub');
    expect(first.out.join('\n')).toContain('pnpm toolhub publish remotes/notes');

    const again = captureIo();
    expect(await main(['notes'], again.io, root)).toBe(1);
    expect(again.err).toEqual([`${path.join(root, 'remotes', 'notes')} already exists: pick another name, or remove it first`]);
  });
});

describe('create-remote --standalone', () => {
  const target = () => path.join(root, 'outside', 'my-family');

  it('writes a repo of its own: the example tool, .npmrc for the hub, tsconfig and the chosen bundler’s config', async () => {
    const out = captureIo();
    expect(await main(['my_family', '--standalone', target(), '--bundler', 'webpack', '--hub', 'https://hub.example/'], out.io, root)).toBe(0);
    const files = scaffoldStandalone({ name: 'other', target: path.join(root, 'other'), bundler: 'rspack', hub: 'https://hub.example' });
    expect(files).toContain('rspack.config.mjs');
    expect(files).not.toContain('webpack.config.mjs');

    expect(out.out[0]).toBe(`created ${target()}/ (12 files):`);
    const written = fs.readdirSync(target(), { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(target(), f)).isFile()).sort();
    expect(written).toEqual(
      ['.gitignore', '.npmrc', 'README.md', 'package.json', 'src/catalog.ts', 'src/env.d.ts', 'src/messages.ts', 'src/tools/example/count.ts', 'src/tools/example/example.module.css', 'src/tools/example/index.tsx', 'tsconfig.json', 'webpack.config.mjs'].map((f) => f.split('/').join(path.sep)),
    );
    for (const file of written) expect(fs.readFileSync(path.join(target(), file), 'utf8')).not.toMatch(/\{\{\w+\}\}/);
    expect(fs.readFileSync(path.join(target(), '.npmrc'), 'utf8')).toContain('@toolhub:registry=https://hub.example/npm/');
    expect(out.out.join('\n')).toContain('TOOLHUB_URL=https://hub.example TOOLHUB_TEAM_TOKEN=… npx toolhub publish .');
  });

  it('pins React, React DOM and jotai to the shell’s versions, and the @toolhub packages to this build’s', () => {
    scaffoldStandalone({ name: 'my_family', target: target(), bundler: 'webpack', hub: 'https://hub.example' });
    const pkg = readJson(path.join(target(), 'package.json'));
    const fromShell = createRequire(path.join(REPO_ROOT, 'shell/package.json'));
    for (const name of ['react', 'react-dom', 'jotai']) {
      expect({ name, version: pkg.dependencies[name] }).toEqual({ name, version: (fromShell(`${name}/package.json`) as { version: string }).version });
    }
    const sdk = readJson(path.join(REPO_ROOT, 'shared/sdk/package.json')) as unknown as { version: string };
    for (const name of ['@toolhub/contracts', '@toolhub/sdk', '@toolhub/ui']) expect(pkg.dependencies[name]).toBe(`^${sdk.version}`);
    expect(pkg.devDependencies['@toolhub/cli']).toBe(`^${sdk.version}`);
    expect(pkg.devDependencies.webpack).toMatch(/^\^5\./);
    expect(pkg.devDependencies['@rspack/core']).toBeUndefined();
    expect(pkg.scripts.build).toBe('webpack --config webpack.config.mjs');
    // No workspace: protocol, nothing that resolves only inside this repo.
    expect(JSON.stringify(pkg)).not.toContain('workspace:');
  });

  it('refuses a bad name, bundler or hub, and a folder that is not empty', async () => {
    const bad = captureIo();
    expect(await main(['My', '--standalone', target()], bad.io, root)).toBe(2);
    expect(await main(['ok_name', '--standalone', target(), '--bundler', 'vite'], bad.io, root)).toBe(2);
    expect(bad.err).toContain('--bundler must be rspack or webpack, not "vite"');
    expect(await main(['ok_name', '--standalone', target(), '--hub', 'javascript:alert(1)'], bad.io, root)).toBe(2);
    expect(bad.err).toContain('--hub must be the hub\'s address (https://hub.example), not "javascript:alert(1)"');
    expect(await main(['ok_name', '--bundler', 'webpack'], bad.io, root)).toBe(2);
    expect(bad.err).toContain('--bundler and --hub are for --standalone');

    fs.mkdirSync(target(), { recursive: true });
    fs.writeFileSync(path.join(target(), 'keep.txt'), 'mine');
    const taken = captureIo();
    expect(await main(['ok_name', '--standalone', target()], taken.io, root)).toBe(1);
    expect(taken.err[0]).toBe(`${target()} already exists and is not empty: pick another folder`);
    expect(fs.readdirSync(target())).toEqual(['keep.txt']);
  });
});

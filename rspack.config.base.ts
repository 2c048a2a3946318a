/**
 * The one build factory of Toolhub. The shell and every remote call `defineApp` with
 * their name and exposes; everything else — TypeScript and JSX through swc, CSS Modules
 * scoped by the app's name, Module Federation 2.0 with its manifest, the shared
 * singletons, precompressed output — is decided here once, so that all apps keep the
 * same remote contract (see README "Tool-team guide").
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { rspack, type Compilation, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
// The contract's rules a remote built outside this repo meets through the published kit too.
import { CatalogPlugin, checkCatalog, remoteDefines, remotePublicPath, remoteShared, remoteUniqueName, type CatalogEntry } from './shared/remote-kit/src/index';

export interface AppOptions {
  /** Unique federation name, e.g. `shell` or `finance`; also prefixes CSS class names. */
  name: string;
  /** The app's folder (pass `import.meta.dirname`). */
  dir: string;
  /** The shell consumes remotes and provides the singletons; a remote exposes tools. */
  role: 'host' | 'remote';
  /** A remote's exposed modules: `./catalog` plus one module per tool. */
  exposes?: Record<string, string>;
  /** Where the shell's files are served from (remotes resolve theirs from the manifest). */
  publicPath?: string;
  /** Extra runtime plugins (paths) for the federation runtime. */
  runtimePlugins?: string[];
  /**
   * A remote's tool catalog (its `src/catalog.ts`). It is exposed as `./catalog` and also
   * written to `catalog.json` so the server can list the tools without running the remote.
   */
  catalog?: CatalogEntry[];
}

/** Writes `.br` and `.gz` beside every text asset so the server can send them as they are. */
class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('Precompress', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'Precompress', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!/\.(js|css|json|html|svg)$/.test(file)) continue;
            const buffer = Buffer.from(source.source());
            if (buffer.length < 512) continue;
            compilation.emitAsset(
              `${file}.br`,
              new rspack.sources.RawSource(
                zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
              ),
            );
            compilation.emitAsset(`${file}.gz`, new rspack.sources.RawSource(zlib.gzipSync(buffer, { level: 9 })));
          }
        },
      );
    });
  }
}

/** `SHELL_BOOT_FILES` of the contracts, beside the shell's `index.html` (the build cannot import the contracts). */
const BOOT_FILES_FILE = 'boot-files.json';

/** The shell's start files (see BootFilesPlugin): `every` page's, and what only a `tool` page adds. */
interface StartFiles {
  every: string[];
  tool: string[];
}

/** The design system beyond its core, which remotes take from the shell: only a tool page loads it. */
const TOOL_ONLY = new Set(['@toolhub/ui']);

/**
 * The files a page runs as it starts, from the compilation's chunk groups. The host: its entry,
 * the chunks of the entry's own imports (the app) and of the singletons it provides, CSS
 * included. A remote: its container entry and the chunks of each exposed module (a tool's start,
 * which the server names in the page from the manifest). A chunk imported later — a named page
 * of the shell, a library a tool fetches on demand — is not among them.
 */
function startFiles(compilation: Compilation, context: string, role: AppOptions['role']): StartFiles {
  const every = new Set<string>();
  const tool = new Set<string>();
  for (const entry of compilation.entrypoints.values()) for (const file of entry.getFiles()) every.add(file);
  if (role === 'remote') {
    for (const group of compilation.chunkGroups) if (group.name?.startsWith('__federation_expose_')) for (const file of group.getFiles()) every.add(file);
    return { every: [...every].sort(), tool: [] };
  }
  // The entry modules by path: a module's identifier is its loaders, `!`, then its path.
  const entryPaths = [...compilation.entrypoints.values()].flatMap((entry) => entry.origins.flatMap((origin) => (origin.request ? [path.resolve(context, origin.request)] : [])));
  for (const group of compilation.chunkGroups) {
    if (group.name) continue; // a named chunk (the ops page, the style guide, the debug console) is fetched on demand
    for (const origin of group.origins) {
      const from = origin.module?.identifier() ?? '';
      // `provide shared module (default) @toolhub/ui@0.1.0 = …`: the copy the shell provides.
      const provided = /^provide shared module \([^)]*\) (.+)@[^@]+ = /.exec(from)?.[1];
      const fromEntry = entryPaths.some((file) => from === file || from.endsWith(`!${file}`));
      if (provided === undefined && !fromEntry) continue;
      for (const file of group.getFiles()) (provided && TOOL_ONLY.has(provided) ? tool : every).add(file);
    }
  }
  return { every: [...every].sort(), tool: [...tool].filter((file) => !every.has(file)).sort() };
}

/**
 * Writes the shell's start files other than its entry (issue 21). The browser learns of them only once
 * the entry has run; the server names them in the page so that they come in alongside it.
 */
class BootFilesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('BootFiles', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootFiles', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        const { every, tool } = startFiles(compilation, compiler.context, 'host');
        const entryFiles = new Set([...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()));
        const files = { every: every.filter((file) => !entryFiles.has(file)), tool };
        compilation.emitAsset(BOOT_FILES_FILE, new rspack.sources.RawSource(JSON.stringify(files)));
      });
    });
  }
}

/**
 * Chromium's explicit compile hint (V8, Chrome 136+): a file that starts with this comment has
 * all its functions compiled as it streams in, on a background thread. Without it V8 compiles
 * each function on the main thread the first time it runs, and a page's start runs nearly every
 * function of its start files: on the home page that was about half of each script task (issue
 * 21, measured with a Chromium trace, main-thread `V8.CompileCode`). Only the start files get it:
 * compiling a library a tool fetches for a rare case would waste the phone's time and memory.
 * Other browsers read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  constructor(private readonly role: AppOptions['role']) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      // After the minifier (which drops comments), before the content hashes and the precompression.
      compilation.hooks.processAssets.tap({ name: 'CompileHints', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        const { every, tool } = startFiles(compilation, compiler.context, this.role);
        for (const file of [...every, ...tool]) {
          if (!file.endsWith('.js')) continue;
          compilation.updateAsset(file, (source) => new rspack.sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

export function defineApp(options: AppOptions): Configuration {
  const { name, dir, role } = options;
  const production = process.env.NODE_ENV !== 'development';
  return {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    // A remote has no page of its own: its only entry is the federation container.
    entry: role === 'host' ? { main: './src/index.ts' } : {},
    devtool: production ? false : 'cheap-module-source-map',
    target: ['web', 'es2020'],
    output: {
      path: path.join(dir, 'dist'),
      // The shell's HTML is rendered by the server from a fixed path.
      publicPath: role === 'host' ? (options.publicPath ?? '/shell/') : remotePublicPath(name),
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      // Per version: two versions of one remote on a page (a canary that failed half-loaded, then
      // its stable fallback) must not share a chunk registry, or one's chunks stand in for the other's.
      uniqueName: role === 'remote' ? remoteUniqueName(name, dir) : `toolhub_${name}`,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      // Workspace packages resolve to their TypeScript sources.
      conditionNames: ['import', 'module', 'browser', 'default'],
    },
    experiments: { css: true },
    module: {
      parser: {
        'css/module': { namedExports: false },
      },
      generator: {
        'css/module': { localIdentName: `${name}__[local]__[hash:6]` },
      },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules[\\/](?!@toolhub)/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 87, safari >= 14, firefox >= 78' },
          },
          type: 'javascript/auto',
        },
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
      ],
    },
    optimization: {
      // Keep one runtime per app so the federation runtime is initialised once per container.
      runtimeChunk: false,
    },
    performance: { hints: false },
    plugins: [
      ...(role === 'host' ? [new BootFilesPlugin()] : []),
      ...(production ? [new CompileHintsPlugin(role)] : []),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: role === 'remote' ? checkCatalog(name, options.catalog ?? [], options.exposes ?? {}) : undefined,
        shared: remoteShared(dir, role),
        // Take whatever copy of a singleton is already on the page (the shell's) instead of
        // the highest version any remote brings, so one bad remote cannot swap React.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        runtimePlugins: options.runtimePlugins,
        experiments: {
          asyncStartup: true,
          // The shell ships the federation runtime once; remotes use it instead of bundling
          // their own copy (see bench/ for the measured difference).
          // TOOLHUB_REMOTE_OWN_RUNTIME=1 builds a remote the default way, so bench can compare.
          ...(role === 'host'
            ? { provideExternalRuntime: true }
            : { externalRuntime: process.env.TOOLHUB_REMOTE_OWN_RUNTIME !== '1' }),
        },
      }),
      ...(role === 'host'
        ? [
            new rspack.HtmlRspackPlugin({
              template: path.join(dir, 'src/index.html'),
              filename: 'index.html',
              inject: 'body',
              scriptLoading: 'defer',
              // The server fills the placeholder comments; minifying would strip them.
              minify: false,
            }),
          ]
        : []),
      ...(role === 'remote'
        ? [
            new CatalogPlugin(options.catalog ?? []),
            // So a tool can show which version of its remote the visitor got.
            new rspack.DefinePlugin(remoteDefines(dir)),
          ]
        : []),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
  };
}

/**
 * The host's server render (issue 21): `entry` built into `dist-server/render.cjs`, a CommonJS
 * module the server loads to render a page's first HTML, and `dist-server/render.css`, the CSS
 * of everything it renders, which the server inlines so the first paint is styled. The same
 * TypeScript and CSS Modules rules as the browser build, so class names are the same (same
 * localIdentName and uniqueName). Built for the web, as the browser build is, because only the
 * web target emits the CSS; it runs in Node all the same, as nothing it renders touches the page
 * before an effect. No federation: the sdk and the design system are simply bundled, and no
 * remote's code runs on the server.
 */
export function defineServerRender({ name, dir, entry }: { name: string; dir: string; entry: string }): Configuration {
  const browser = defineApp({ name, dir, role: 'host' });
  const rules = browser.module?.rules ?? [];
  return {
    name: `${name}-server-render`,
    mode: browser.mode,
    context: dir,
    entry: { render: entry },
    devtool: false,
    target: ['web', 'es2022'],
    output: {
      path: path.join(dir, 'dist-server'),
      filename: 'render.cjs',
      chunkFilename: '[name].cjs',
      cssFilename: 'render.css',
      // Never used: the server loads no chunk of this build (lazy pages are not server-rendered).
      publicPath: '',
      library: { type: 'commonjs2' },
      globalObject: 'globalThis',
      uniqueName: browser.output?.uniqueName,
      clean: true,
    },
    resolve: browser.resolve,
    // React comes from the app's node_modules at run time: its Node server renderer (the browser
    // one keeps a MessageChannel open), with the one React it must share with the app's components.
    externalsType: 'commonjs',
    externals: [/^react(-dom)?(\/.*)?$/],
    experiments: { css: true },
    module: {
      parser: browser.module?.parser,
      generator: {
        'css/module': { localIdentName: `${name}__[local]__[hash:6]` },
      },
      rules,
    },
    // Stack traces that name the shell's functions when a render fails.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** Where a remote's build writes its tools' first views, beside its manifest (the contracts' FIRST_VIEWS_FILE). */
const FIRST_VIEWS_FILE = 'first-views.json';

/**
 * A remote's tools as they first look (issue 21), rendered at build time so the server can put
 * them into a tool page's first response: each tool's exposed module is built for the web without
 * federation (React from node_modules), run here in Node, rendered with react-dom/server in both
 * languages with its catalog entry, and written with its CSS to `dist/first-views.json`. The
 * server serves it as data; the browser shows it inert until the remote's code replaces it. A
 * tool that cannot render outside a browser simply has no first view (a build warning), and its
 * page shows the loading state as before.
 */
export function defineFirstViews(options: AppOptions): Configuration {
  const { name, dir } = options;
  const browser = defineApp({ ...options, role: 'remote' });
  const exposes = checkCatalog(options.name, options.catalog ?? [], options.exposes ?? {});
  const entriesDir = path.join(dir, 'node_modules/.cache/toolhub-first-views');
  fs.mkdirSync(entriesDir, { recursive: true });
  const entry: Record<string, string> = {};
  for (const tool of options.catalog ?? []) {
    const key = tool.module.slice(2).replace(/[^A-Za-z0-9_-]/g, '_');
    if (entry[key]) continue;
    const file = path.join(entriesDir, `${key}.js`);
    fs.writeFileSync(
      file,
      [
        "import { createElement } from 'react';",
        "import { renderToString } from 'react-dom/server';",
        "import { localeAtom, sdkStore } from '@toolhub/sdk';",
        `import Tool from ${JSON.stringify(path.resolve(dir, exposes[tool.module] as string))};`,
        'export function renderTool(tool, locale) {',
        '  sdkStore.set(localeAtom, locale);',
        // Its ids must not be the shell's: both are on the page.
        `  return renderToString(createElement(Tool, { tool }), { identifierPrefix: ${JSON.stringify(`${name}-first-view-`)} });`,
        '}',
        '',
      ].join('\n'),
    );
    entry[key] = file;
  }
  const outDir = path.join(dir, 'node_modules/.cache/toolhub-first-views/dist');
  return {
    name: `${name}-first-views`,
    dependencies: [name],
    mode: browser.mode,
    context: dir,
    entry,
    devtool: false,
    target: ['web', 'es2022'],
    // One file per tool, no chunk loading and no asset URLs: nothing here may need a document to start.
    output: { path: outDir, filename: '[name].cjs', cssFilename: '[name].css', library: { type: 'commonjs2' }, globalObject: 'globalThis', publicPath: '', uniqueName: browser.output?.uniqueName, asyncChunks: false, clean: true },
    resolve: browser.resolve,
    externalsType: 'commonjs',
    externals: [/^react(-dom)?(\/.*)?$/],
    experiments: { css: true },
    module: { ...browser.module, parser: { ...browser.module?.parser, javascript: { url: false } } },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin(remoteDefines(dir)),
      new FirstViewsPlugin(options, outDir, path.join(dir, 'dist', FIRST_VIEWS_FILE)),
    ],
  };
}

/** After the first-views build: renders each tool in both languages and writes them beside the manifest. */
class FirstViewsPlugin {
  constructor(
    private readonly options: AppOptions,
    private readonly outDir: string,
    private readonly target: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('FirstViews', (compilation) => {
      const require = createRequire(path.join(this.options.dir, 'package.json'));
      const views: Record<string, { css: string; html: Record<string, string> }> = {};
      for (const tool of (this.options.catalog ?? []) as (ToolCatalogEntry & { path: string; module: string })[]) {
        const key = tool.module.slice(2).replace(/[^A-Za-z0-9_-]/g, '_');
        try {
          const file = path.join(this.outDir, `${key}.cjs`);
          delete require.cache[file];
          const { renderTool } = require(file) as { renderTool: (tool: unknown, locale: string) => string };
          const html: Record<string, string> = {};
          for (const locale of ['zh-CN', 'en']) {
            // The props the shell passes: the catalog entry in the page's language, and the remote's name.
            const texts = locale === 'en' && tool.en ? { ...tool.en, keyword: `${tool.en.keyword} ${tool.name} ${tool.keyword}` } : {};
            html[locale] = renderTool({ ...tool, ...texts, remote: this.options.name }, locale);
          }
          const cssFile = path.join(this.outDir, `${key}.css`);
          // Inlined in every page of the tool: only the rules its first view can use.
          const css = fs.existsSync(cssFile) ? rulesUsedBy(fs.readFileSync(cssFile, 'utf8'), Object.values(html).join('')) : '';
          views[tool.path] = { css, html };
        } catch (error) {
          compilation.warnings.push(new rspack.WebpackError(`[${this.options.name}] ${tool.path} has no first view: ${(error as Error).message.split('\n')[0]}`));
        }
      }
      fs.writeFileSync(this.target, JSON.stringify(views));
    });
  }
}

/**
 * The rules of `css` that static `html` can use: a style rule is kept when one of its selectors
 * names only classes the HTML has (classes inside `:not(…)`, `:has(…)` and the like are not
 * counted: they may match either way); at-rules with rules inside keep the used ones, the others
 * (keyframes, font faces) are kept whole. Comments are dropped.
 */
export function rulesUsedBy(css: string, html: string): string {
  const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
  const selectorUsed = (selector: string) =>
    [...selector.replace(/\([^()]*(\([^()]*\)[^()]*)*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((m) => classes.has(m[1]));
  const prune = (text: string): string => {
    let out = '';
    let at = 0;
    while (at < text.length) {
      const open = text.indexOf('{', at);
      if (open === -1) break;
      const prelude = text.slice(at, open).trim();
      // The block's end: the brace that closes this one, past strings and nested blocks.
      let depth = 0;
      let end = open;
      for (; end < text.length; end++) {
        const c = text[end];
        if (c === '"' || c === "'") end = text.indexOf(c, end + 1);
        else if (c === '{') depth++;
        else if (c === '}' && --depth === 0) break;
      }
      const body = text.slice(open + 1, end);
      if (/^@(media|supports|container|layer)\b/.test(prelude)) {
        const inner = prune(body);
        if (inner) out += `${prelude}{${inner}}`;
      } else if (prelude.startsWith('@') || splitSelectors(prelude).some(selectorUsed)) {
        out += `${prelude}{${body}}`;
      }
      at = end + 1;
    }
    return out;
  };
  return prune(css.replace(/\/\*[\s\S]*?\*\//g, ''));
}

/** A selector list split at its top-level commas. */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, list.slice(start)];
}

/** The parts of a catalog entry the first views read (the build cannot import the contracts). */
interface ToolCatalogEntry {
  name: string;
  keyword: string;
  en?: { name: string; keyword: string; category: string; description?: string };
}

/** A remote's builds: its federated files, and its tools' first views. */
export const defineRemote = (options: Omit<AppOptions, 'role'>): Configuration[] => [defineApp({ ...options, role: 'remote' }), defineFirstViews({ ...options, role: 'remote' })];

/**
 * The shell's server render (issue 21), loaded from the shell's build (`dist-server/`, see
 * SHELL_SERVER_RENDER_FILE) as the shell's HTML is: the server never imports the shell's code.
 * Read again when a new build replaced it. Without it (a build from before, or one that fails to
 * load) pages are sent as before: the browser renders them, and the no-script view stands in.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SHELL_SERVER_RENDER_FILE, type ShellServerRender } from '@toolhub/contracts';
import { inlineSource } from '../http/security-headers';

export interface LoadedServerRender {
  renderShell: ShellServerRender['renderShell'];
  /** The CSS of everything the render can show, inlined in the page's head so its first paint is styled. */
  css: string;
  /** Its CSP source (`'sha256-…'`): the one inline style the hub's pages allow. */
  cssSource: string;
}

const requireHere = createRequire(import.meta.url);

/** Pages kept rendered per build: a home page with a hundred tools takes milliseconds to render. */
const KEPT_RENDERS = 100;

/**
 * The render, remembering its last pages. A page's HTML depends on its address, its language and
 * the catalog and page the snapshot names — not on who asks (the device id and login render in
 * the browser), so visitors of one environment share it.
 */
function remembering(renderShell: ShellServerRender['renderShell']): ShellServerRender['renderShell'] {
  const kept = new Map<string, string>();
  return (input) => {
    const { url, locale, snapshot, toolView } = input;
    const key = crypto.createHash('sha256').update(JSON.stringify([url, locale, snapshot.env, snapshot.page, snapshot.tools, toolView])).digest('base64');
    let html = kept.get(key);
    if (html === undefined) {
      html = renderShell(input);
      if (kept.size >= KEPT_RENDERS) kept.delete(kept.keys().next().value as string);
      kept.set(key, html);
    }
    return html;
  };
}

export class ShellServerRenderFiles {
  private loaded: { mtimeMs: number; value: LoadedServerRender | undefined } = { mtimeMs: -2, value: undefined };

  constructor(
    private readonly shellDir: string,
    private readonly log: (line: string) => void,
  ) {}

  current(): LoadedServerRender | undefined {
    const file = path.join(this.shellDir, SHELL_SERVER_RENDER_FILE);
    const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (mtimeMs !== this.loaded.mtimeMs) this.loaded = { mtimeMs, value: mtimeMs < 0 ? undefined : this.load(file) };
    return this.loaded.value;
  }

  private load(file: string): LoadedServerRender | undefined {
    try {
      delete requireHere.cache[file];
      const { renderShell } = requireHere(file) as ShellServerRender;
      const css = fs.readFileSync(file.replace(/\.cjs$/, '.css'), 'utf8');
      return { renderShell: remembering(renderShell), css, cssSource: inlineSource(css) };
    } catch (error) {
      this.log(`shell server render not loaded (${file}): ${(error as Error).message}; pages are rendered in the browser`);
      return undefined;
    }
  }
}

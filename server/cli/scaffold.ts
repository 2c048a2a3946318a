/**
 * Writes a new remote, `remotes/<name>/`, from the templates in `template/remote/`: a
 * package, its rspack config, a catalog with one example tool, the tool's screen, styles,
 * messages and test. Each `<file>.tpl` becomes `<file>` with `{{name}}`, `{{toolid}}` and
 * `{{category}}` filled in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAME_PATTERN } from '@toolhub/contracts';
import { CliError } from './errors';
import { listFiles } from './publish/dist-files';

export const TEMPLATE_DIR = path.join(import.meta.dirname, 'template', 'remote');
const TEMPLATE_SUFFIX = '.tpl';

/** The shell's own federation name: a remote by that name would shadow the host. */
const RESERVED_NAMES = new Set(['shell']);

/**
 * A category the hub's tools already use would be better, but the shell has no fixed list
 * (it groups tools by the category their catalog names), so the example starts the text family's.
 */
export const EXAMPLE_CATEGORY = '文本处理';

/**
 * Spec ids are below 100, families use the hundreds, e2e fixtures 99xx: the example takes an
 * id from 20000–29999 by its remote's name, so two new remotes rarely collide before their
 * teams give their tools real ids.
 */
export function exampleToolId(name: string): number {
  let hash = 2166136261; // FNV-1a
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return 20000 + (hash % 10000);
}

export function checkRemoteName(name: string): void {
  if (!REMOTE_NAME_PATTERN.test(name)) {
    throw new CliError(`"${name}" is not a valid remote name: a lowercase letter, then 1–39 of a–z, 0–9 and _`, 2);
  }
  if (RESERVED_NAMES.has(name)) throw new CliError(`"${name}" is the shell's name; pick another`, 2);
}

/** Scaffolds `<root>/remotes/<name>/`; answers the files written, relative to that folder. */
export function scaffoldRemote(name: string, root: string): string[] {
  checkRemoteName(name);
  const target = path.join(root, 'remotes', name);
  if (fs.existsSync(target)) throw new CliError(`${target} already exists: pick another name, or remove it first`);
  return writeTemplates(TEMPLATE_DIR, target, exampleValues(name));
}

/** The placeholders of the example tool's templates. */
export function exampleValues(name: string): Record<string, string> {
  return { name, toolid: String(exampleToolId(name)), category: EXAMPLE_CATEGORY };
}

/**
 * Writes each `<file>.tpl` of `templateDir` (those `keep` accepts) as `<file>` under `target`, its
 * placeholders filled; a leading `dot-` names a dotfile (npm leaves `.npmrc` and `.gitignore` out
 * of the CLI's package). Answers the files written, relative to `target`.
 */
export function writeTemplates(templateDir: string, target: string, values: Record<string, string>, keep: (file: string) => boolean = () => true): string[] {
  const written: string[] = [];
  for (const template of listFiles(templateDir).filter((file) => file.endsWith(TEMPLATE_SUFFIX))) {
    const relative = template.slice(0, -TEMPLATE_SUFFIX.length).replace(/(^|\/)dot-/, '$1.');
    if (!keep(relative)) continue;
    const text = fs.readFileSync(path.join(templateDir, template), 'utf8').replace(/\{\{(\w+)\}\}/g, (placeholder, key: string) => {
      const value = values[key];
      if (value === undefined) throw new Error(`template ${template} has an unknown placeholder ${placeholder}`);
      return value;
    });
    const file = path.join(target, ...relative.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    written.push(relative);
  }
  return written;
}

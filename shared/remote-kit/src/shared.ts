/**
 * The packages every app of the hub shares as one instance (docs/remote-contract.md "What is
 * shared"). The shell provides them; a remote takes them.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * `@toolhub/ui/core` is the design system's core (buttons, dialogs, toasts…) as a singleton of its
 * own: the shell's chrome loads only it on the home page; `@toolhub/ui` re-exports it, so every
 * app still gets one copy of each piece.
 */
export const SINGLETONS = ['react', 'react-dom', 'react/jsx-runtime', 'jotai', '@toolhub/sdk', '@toolhub/ui', '@toolhub/ui/core', '@toolhub/contracts'] as const;

/**
 * Singletons a remote never bundles a copy of. The sdk holds the visitor's login, equity and
 * quota state: a second copy would be a second visitor. The design system likewise: one copy of
 * each primitive on a page, loaded once from the shell.
 */
export const TAKEN_FROM_THE_SHELL: ReadonlySet<string> = new Set(['@toolhub/sdk', '@toolhub/ui', '@toolhub/ui/core']);

export type SharedRole = 'host' | 'remote';

export interface SharedEntry {
  singleton: true;
  version: string;
  requiredVersion: string;
  import?: false;
}

/** The `shared` option of the federation plugin for the app in `dir` (the folder of its package.json). */
export function remoteShared(dir: string, role: SharedRole = 'remote'): Record<string, SharedEntry> {
  const require = createRequire(path.join(dir, 'package.json'));
  const versionOf = (pkg: string) => {
    const root = pkg.startsWith('react-dom') ? 'react-dom' : pkg.startsWith('react') ? 'react' : pkg.startsWith('@toolhub/ui') ? '@toolhub/ui' : pkg;
    return (require(`${root}/package.json`) as { version: string }).version;
  };
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg);
    shared[pkg] = {
      singleton: true,
      version,
      requiredVersion: `^${version}`,
      ...(role === 'remote' && TAKEN_FROM_THE_SHELL.has(pkg) ? { import: false as const } : {}),
    };
  }
  // Trailing slash shares every subpath (react-dom/client, …) under the same rule.
  const reactDom = versionOf('react-dom');
  shared['react-dom/'] = { singleton: true, version: reactDom, requiredVersion: `^${reactDom}` };
  return shared;
}

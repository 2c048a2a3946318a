/**
 * The shell's copies of the shared singletons always win (DESIGN §7). A remote built
 * elsewhere may bundle a fallback React of a higher patch version; under MF's default
 * `version-first` that copy could replace the shell's and split React in two. This
 * runtime plugin is registered globally, so every container the page creates — the
 * shell's and each remote's — resolves a shared package to the shell's copy when the
 * shell provides one.
 */
import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const SHELL_CONTAINER = 'shell';

export function shellWinsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'toolhub-shell-wins',
    resolveShare(args) {
      const versions = args.shareScopeMap[args.scope]?.[args.pkgName];
      if (!versions) return args;
      const shells = Object.values(versions).find((shared) => shared.from === SHELL_CONTAINER);
      if (shells) args.resolver = () => ({ shared: shells, useTreesShaking: false });
      return args;
    },
  };
}

export default function plugin(): ModuleFederationRuntimePlugin {
  const instance = shellWinsPlugin();
  registerGlobalPlugins([instance]);
  return instance;
}

import { describe, expect, it } from 'vitest';
import { shellWinsPlugin } from './shell-wins-plugin';

type ResolveArgs = Parameters<NonNullable<ReturnType<typeof shellWinsPlugin>['resolveShare']>>[0];

/** A share scope where a remote announced a newer React before anyone loaded one. */
function argsWith(versions: Record<string, { from: string }>): ResolveArgs {
  const original = () => ({ shared: versions['19.99.0'] as never, useTreesShaking: false });
  return {
    shareScopeMap: { default: { react: versions } },
    scope: 'default',
    pkgName: 'react',
    version: '19.99.0',
    shareInfo: {} as never,
    GlobalFederation: {} as never,
    resolver: original,
  } as unknown as ResolveArgs;
}

describe('shell-wins runtime plugin', () => {
  it("resolves a singleton to the shell's copy even when a remote offers a newer one", () => {
    const shell = { from: 'shell', version: '19.3.1' };
    const newer = { from: 'newerreact', version: '19.99.0' };
    const args = argsWith({ '19.3.1': shell, '19.99.0': newer });
    const resolved = shellWinsPlugin().resolveShare?.(args) as ResolveArgs;
    expect(resolved.resolver()?.shared).toBe(shell);
  });

  it('leaves packages the shell does not provide to the default resolution', () => {
    const other = { from: 'finance', version: '1.0.0' };
    const args = argsWith({ '1.0.0': other });
    const before = args.resolver;
    const resolved = shellWinsPlugin().resolveShare?.(args) as ResolveArgs;
    expect(resolved.resolver).toBe(before);
  });
});

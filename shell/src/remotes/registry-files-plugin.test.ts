import { describe, expect, it } from 'vitest';
import { ForeignSourceError, registryFilesPlugin } from './registry-files-plugin';

type Args = Parameters<NonNullable<ReturnType<typeof registryFilesPlugin>['loadRemoteSnapshot']>>[0];

const MANIFEST_URL = '/remotes/probe/1.1.0/mf-manifest.json';

/** The snapshot the runtime makes from a manifest, before the plugins see it. */
function argsOf(snapshot: Record<string, unknown>): Args {
  return {
    from: 'manifest',
    manifestUrl: MANIFEST_URL,
    options: {} as never,
    moduleInfo: { name: 'probe', entry: MANIFEST_URL } as never,
    remoteSnapshot: { version: MANIFEST_URL, remoteEntry: 'remoteEntry.js', modules: [{ moduleName: 'Probe', modulePath: './Probe', assets: { js: { sync: ['probe.js'], async: [] }, css: { sync: [], async: [] } } }], shared: [], ...snapshot } as never,
  };
}
const run = (snapshot: Record<string, unknown>) => registryFilesPlugin().loadRemoteSnapshot?.(argsOf(snapshot)) as Args;

describe('registry-files runtime plugin', () => {
  it("loads from the manifest's own registry folder whatever public path the manifest names", () => {
    for (const publicPath of ['https://evil.example/', '//evil.example/', '/cos/uploads/', '/remotes/probe/1.1.0/']) {
      expect((run({ publicPath }).remoteSnapshot as { publicPath: string }).publicPath).toBe('/remotes/probe/1.1.0/');
    }
  });

  it('drops getPublicPath, which the runtime would run as code', () => {
    const snapshot = run({ getPublicPath: 'return "https://evil.example/"' }).remoteSnapshot as Record<string, unknown>;
    expect(snapshot.getPublicPath).toBeUndefined();
    expect(snapshot.publicPath).toBe('/remotes/probe/1.1.0/');
  });

  it('refuses a manifest whose entry or assets are full URLs or leave its folder', () => {
    expect(() => run({ publicPath: 'auto', remoteEntry: 'https://evil.example/remoteEntry.js' })).toThrow(ForeignSourceError);
    expect(() => run({ modules: [{ assets: { js: { sync: ['//evil.example/x.js'] } } }] })).toThrow(/evil\.example/);
    expect(() => run({ shared: [{ assets: { js: { sync: ['../../../cos/x.js'] } } }] })).toThrow(ForeignSourceError);
    expect(() => run({ modules: [{ assets: { css: { async: ['/shell/x.css'] } } }] })).toThrow(ForeignSourceError);
  });
});

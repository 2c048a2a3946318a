/**
 * Falls back from a version that fails to load, and tells the server how each load went
 * (DESIGN §2 "Ops release"). A visitor given a canary also has the stable version as its
 * fallback: when the canary's manifest, entry or exposed module cannot be had, this runtime
 * plugin registers the stable version in its place and loads the module again, in the same
 * page view. When there is nothing left to fall back to, the load fails and the page says
 * the tool is unavailable. Every failure, and the first good load of a version per browser
 * session, is reported, so the server can roll back a canary that fails too often.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { LoadPhase, RemoteLoadReport } from '@toolhub/contracts';
import { ForeignSourceError } from './registry-files-plugin';

export interface VersionRef {
  version: string;
  manifestUrl: string;
}

export interface FallbackDeps {
  /** The version of a remote in use in this page view. */
  current: (remote: string) => VersionRef | undefined;
  /** Switches a remote to its fallback version and registers it; undefined when there is none. */
  fallBack: (remote: string) => VersionRef | undefined;
  report: (report: RemoteLoadReport) => void;
}

/** Which part failed, from the federation runtime's error codes. */
export function phaseOf(error: unknown): LoadPhase {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ForeignSourceError || message.includes('RUNTIME-003')) return 'manifest';
  if (message.includes('RUNTIME-008') || /remoteEntry/i.test(message)) return 'entry';
  return 'module';
}

const MESSAGE_LIMIT = 500;
const remoteOf = (id: string, remote?: { name?: string }) => remote?.name ?? id.split('/')[0];

export function remoteFallbackPlugin(deps: FallbackDeps): ModuleFederationRuntimePlugin {
  return {
    name: 'toolhub-remote-fallback',
    async onLoad(args) {
      const remote = remoteOf(args.id, args.remote);
      const current = deps.current(remote);
      if (current) deps.report({ remote, version: current.version, ok: true });
      // Nothing returned: the module is used as it is.
    },
    async errorLoadRemote(args) {
      // A failed manifest is seen twice (while resolving, then as the load's failure): act once, at the end.
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = remoteOf(args.id, args.remote);
      const failed = deps.current(remote);
      if (!failed) return undefined;
      const message = (args.error instanceof Error ? args.error.message : String(args.error)).slice(0, MESSAGE_LIMIT);
      deps.report({ remote, version: failed.version, ok: false, phase: phaseOf(args.error), message });
      if (!deps.fallBack(remote)) return undefined;
      // A failure of the fallback comes back through this hook and, with nothing left, fails the load.
      return args.origin.loadRemote(args.id);
    },
  };
}

/**
 * Loads tools from their remotes at run time. Every remote of the snapshot is registered
 * once at start-up, at the version the server chose for this visitor; a tool's exposed
 * module is loaded when its page renders and preloaded when a link to it is hovered or
 * focused. A canary that fails falls back to the stable version (fallback-plugin.ts); what a
 * remote loads comes from the registry's own folder of that version (registry-files-plugin.ts).
 */
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { HubTool, RemoteLoadReport, ResolvedRemote } from '@toolhub/contracts';
import type { ToolComponent, ToolModule } from '@toolhub/sdk';
import { remoteFallbackPlugin, type VersionRef } from './fallback-plugin';
import { registryFilesPlugin } from './registry-files-plugin';

export type { ToolComponent };

const resolved = new Map<string, ResolvedRemote>();
/** The version each remote uses in this page view: the resolved one, or its fallback after a failure. */
const inUse = new Map<string, VersionRef>();

const register = (name: string, ref: VersionRef, force = false) => registerRemotes([{ name, entry: ref.manifestUrl }], { force });

export function registerSnapshotRemotes(remotes: ResolvedRemote[], report: (report: RemoteLoadReport) => void) {
  for (const remote of remotes) {
    resolved.set(remote.name, remote);
    inUse.set(remote.name, { version: remote.version, manifestUrl: remote.manifestUrl });
  }
  registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: remote.manifestUrl })));
  registerPlugins([
    // Every remote loads from the folder of the manifest URL the server gave, never elsewhere.
    registryFilesPlugin(),
    remoteFallbackPlugin({
      current: (name) => inUse.get(name),
      fallBack(name) {
        const fallback = resolved.get(name)?.fallback;
        if (!fallback || inUse.get(name)?.version === fallback.version) return undefined;
        inUse.set(name, fallback);
        register(name, fallback, true);
        return fallback;
      },
      report,
    }),
  ]);
}

/** The version of a remote this page view uses (after any fallback). */
export const versionInUse = (name: string) => inUse.get(name)?.version;

const moduleId = (tool: HubTool) => `${tool.remote}/${tool.module.replace(/^\.\//, '')}`;

/** Thrown when a tool's remote or module cannot be had; the page shows "tool unavailable". */
export class ToolUnavailableError extends Error {
  constructor(
    readonly tool: HubTool,
    cause: unknown,
  ) {
    super(`tool ${tool.path} (${moduleId(tool)}) is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

export async function loadTool(tool: HubTool): Promise<ToolComponent> {
  if (!inUse.has(tool.remote)) throw new ToolUnavailableError(tool, new Error('remote not enabled'));
  try {
    const mod = await loadRemote<ToolModule>(moduleId(tool));
    if (!mod?.default) throw new Error('exposed module has no default export');
    return mod.default;
  } catch (error) {
    throw new ToolUnavailableError(tool, error);
  }
}

/**
 * Forgets a failed remote so that the next load fetches its manifest again (of the version
 * in use); the runtime otherwise keeps the failed attempt.
 */
export function resetRemote(name: string) {
  const ref = inUse.get(name);
  if (ref) register(name, ref, true);
}

const preloaded = new Set<string>();

export function preloadTool(tool: HubTool) {
  const id = moduleId(tool);
  if (preloaded.has(id) || !inUse.has(tool.remote)) return;
  preloaded.add(id);
  void Promise.resolve()
    .then(() => preloadRemote([{ nameOrAlias: tool.remote, exposes: [tool.module.replace(/^\.\//, '')] }]))
    .catch(() => preloaded.delete(id)); // a failed preload is retried on the next hover
}

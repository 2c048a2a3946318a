/**
 * Loads tools from their remotes at run time. Every remote of the snapshot is registered
 * once at start-up; a tool's exposed module is loaded when its page renders and preloaded
 * when a link to it is hovered or focused.
 */
import type { ComponentType } from 'react';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { HubTool, ResolvedRemote, ToolMeta } from '@toolhub/contracts';

export type ToolComponent = ComponentType<{ tool: ToolMeta }>;

const registered = new Map<string, ResolvedRemote>();

export function registerSnapshotRemotes(remotes: ResolvedRemote[]) {
  registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: remote.manifestUrl })));
  for (const remote of remotes) registered.set(remote.name, remote);
}

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
  if (!registered.has(tool.remote)) throw new ToolUnavailableError(tool, new Error('remote not enabled'));
  try {
    const mod = await loadRemote<{ default: ToolComponent }>(moduleId(tool));
    if (!mod?.default) throw new Error('exposed module has no default export');
    return mod.default;
  } catch (error) {
    throw new ToolUnavailableError(tool, error);
  }
}

/**
 * Forgets a failed remote so that the next load fetches its manifest again; the runtime
 * otherwise keeps the failed attempt.
 */
export function resetRemote(name: string) {
  const remote = registered.get(name);
  if (remote) registerRemotes([{ name: remote.name, entry: remote.manifestUrl }], { force: true });
}

const preloaded = new Set<string>();

export function preloadTool(tool: HubTool) {
  const id = moduleId(tool);
  if (preloaded.has(id) || !registered.has(tool.remote)) return;
  preloaded.add(id);
  void Promise.resolve()
    .then(() => preloadRemote([{ nameOrAlias: tool.remote, exposes: [tool.module.replace(/^\.\//, '')] }]))
    .catch(() => preloaded.delete(id)); // a failed preload is retried on the next hover
}

/**
 * The registry's tools as the server serves them: each tool whose engine lacks a piece on
 * this machine carries `unavailable`. Wraps what the registry answers; the registry itself
 * knows nothing of engines.
 */
import type { HubTool } from '@toolhub/contracts';
import type { Resolution, Visitor } from '../registry/resolve';
import type { EngineAvailability } from './availability';

export interface ToolCatalog {
  resolve(visitor: Visitor): Promise<Resolution>;
  tools(): Promise<HubTool[]>;
}

export function engineAwareCatalog(registry: ToolCatalog, engines: EngineAvailability): ToolCatalog {
  return {
    resolve: async (visitor) => {
      const resolution = await registry.resolve(visitor);
      return { ...resolution, tools: engines.mark(resolution.tools) };
    },
    tools: async () => engines.mark(await registry.tools()),
  };
}

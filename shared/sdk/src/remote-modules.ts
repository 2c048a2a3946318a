/**
 * What a remote exposes, as types for whoever loads it (docs/remote-contract.md "What the remote
 * exposes"): `loadRemote<ToolModule>('<remote>/<Module>')` is a tool's component, and
 * `loadRemote<CatalogModule>('<remote>/catalog')` its catalog. Published with the sdk's types,
 * so a team outside the hub's repo types its tools against the same contract the shell loads
 * them by.
 */
import type { ComponentType } from 'react';
import type { ToolMeta } from '@toolhub/contracts';

/** A tool's screen: the shell renders it with its catalog entry, in the page's language. */
export type ToolComponent = ComponentType<{ tool: ToolMeta }>;

/** An exposed tool module (`./Mortgage`, `./Example`, …). */
export interface ToolModule {
  default: ToolComponent;
}

/** The exposed `./catalog` module. */
export interface CatalogModule {
  default: ToolMeta[];
  catalog?: ToolMeta[];
}

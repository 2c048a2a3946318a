/**
 * What the task engine's routes and service are given: its own module, so that index.ts (which
 * wires the routes and the service) and the modules it imports do not import each other.
 */
import type { HubTool } from '@toolhub/contracts';
import type { LoggedInContext } from '../context';
import type { Storage } from '../storage/types';
import type { TaskHandlerSpec } from './handler';

export interface TaskEngineContext extends LoggedInContext {
  storage: Storage;
  /** The hub's tools as served (marked unavailable where this machine lacks an engine's piece): the tool of a task decides its login, quota and whether it runs. */
  tools: () => Promise<HubTool[]>;
  /** Handlers besides the registry's own (tests and the bench add theirs). */
  extraHandlers: TaskHandlerSpec[];
}

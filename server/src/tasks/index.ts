/**
 * The task engine: /toolproxy/v1/*, /cgi-bin/convert/*task and /api/pdfconvert/*PdfTask, the
 * persisted tasks, the runners (worker threads, or BullMQ with REDIS_URL) and the reaper.
 */
import type { FastifyInstance } from 'fastify';
import type { LoggedInContext } from '../context';
import type { HubTool } from '@toolhub/contracts';
import type { Storage } from '../storage';
import type { TaskHandlerSpec } from './handler';

export interface TaskEngineContext extends LoggedInContext {
  storage: Storage;
  /** The hub's tools, for the scene's needCharge. */
  tools: () => HubTool[];
  /** Handlers besides the registry's own (tests and the bench add theirs). */
  extraHandlers: TaskHandlerSpec[];
}

export async function taskRoutes(app: FastifyInstance, ctx: TaskEngineContext): Promise<void> {
  // Not built yet.
}

/**
 * The task engine: /toolproxy/v1/*, /cgi-bin/convert/*task and /api/pdfconvert/*PdfTask, the
 * persisted tasks, the runners (worker threads, or BullMQ with REDIS_URL) and the reaper. The
 * engine starts when the app is ready and stops (draining its running tasks) when it closes.
 */
import type { FastifyInstance } from 'fastify';
import type { TaskEngineContext } from './context';
import { TaskEngine } from './engine';
import { createRegistry } from './registry';
import { registerTaskRoutes } from './routes';
import { TaskService } from './service';

export async function taskRoutes(app: FastifyInstance, ctx: TaskEngineContext): Promise<void> {
  const registry = createRegistry(ctx.extraHandlers);
  const engine = new TaskEngine({ config: ctx.config, db: ctx.db, clock: ctx.clock, storage: ctx.storage, registry, log: app.log, role: 'server' });
  app.addHook('onReady', async () => engine.start());
  app.addHook('onClose', async () => engine.stop());
  registerTaskRoutes(app, ctx, new TaskService(ctx, registry, engine));
}

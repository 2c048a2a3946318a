/**
 * Handlers a process adds from a module named by TOOLHUB_TASK_HANDLERS (a path, or a file:
 * URL), for the tests and the bench: `main.ts` and `worker-main.ts` load it, so a spawned
 * server or worker runs the same test handlers as the test. Refused in prod, where only the
 * registry's engines run.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '../config';
import type { TaskHandlerSpec } from './handler';

export const EXTRA_HANDLERS_ENV = 'TOOLHUB_TASK_HANDLERS';

const isSpec = (value: unknown): value is TaskHandlerSpec => {
  const spec = value as Partial<TaskHandlerSpec> | null;
  return (
    typeof spec === 'object' &&
    spec !== null &&
    Number.isInteger(spec.type) &&
    typeof spec.name === 'string' &&
    typeof spec.module === 'string' &&
    typeof spec.exportName === 'string' &&
    typeof spec.timeoutMs === 'number' &&
    typeof spec.metered === 'boolean' &&
    (spec.tools === undefined || (Array.isArray(spec.tools) && spec.tools.every((tool) => Number.isInteger(tool?.toolid) && typeof tool?.scene === 'string' && typeof tool?.needCharge === 'boolean')))
  );
};

export async function loadExtraHandlers(env: NodeJS.ProcessEnv, config: Pick<Config, 'env'>): Promise<TaskHandlerSpec[]> {
  const named = env[EXTRA_HANDLERS_ENV];
  if (!named) return [];
  if (config.env === 'prod') throw new Error(`${EXTRA_HANDLERS_ENV} adds test handlers; it is refused when TOOLHUB_ENV=prod`);
  const url = named.startsWith('file:') ? named : pathToFileURL(path.resolve(named)).href;
  const specs: unknown = (await import(url)).default;
  if (!Array.isArray(specs) || !specs.every(isSpec)) throw new Error(`${named} must export default an array of TaskHandlerSpec`);
  return specs;
}

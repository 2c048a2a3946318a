/**
 * The speech family's task handlers (issue 19), spread into ENGINES of server/src/tasks/registry.ts:
 * one TaskHandlerSpec per request type, its module named by URL so the server process imports
 * none of the engines' code. Keep this file free of engine imports.
 */
import type { TaskHandlerSpec } from '../../src/tasks/handler';

export const speechHandlers: TaskHandlerSpec[] = [];

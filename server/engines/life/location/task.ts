/**
 * The location task (`/cgi-bin/tools/location`): where an IP address is, or the nearest place to
 * coordinates. Exactly one of the two is asked; a malformed IP or coordinates off the globe is
 * a clear failure (nothing is charged; the tool is free anyway).
 */
import { LIFE_FAILURES, locationInputSchema } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../../src/tasks/handler';
import { lifeFailure } from '../failures';
import { locateCoordinates, locateIp } from './locate';

export async function locate(input: unknown, _ctx: TaskContext): Promise<TaskOutput> {
  const parsed = locationInputSchema.safeParse(input);
  if (!parsed.success) throw lifeFailure(LIFE_FAILURES.badRequest);
  const { ip, latitude, longitude } = parsed.data;
  const byIp = ip !== undefined;
  const byCoordinates = latitude !== undefined || longitude !== undefined;
  if (byIp === byCoordinates) throw lifeFailure(LIFE_FAILURES.badRequest);
  const located = byIp ? locateIp(ip) : locateCoordinates(latitude, longitude);
  if (!located.ok) throw lifeFailure(located.failure);
  return { data: located.result };
}

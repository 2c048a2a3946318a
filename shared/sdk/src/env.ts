/**
 * Where the page runs (spec §6): PC or mobile, MAC or WIN, the host kind, and the page
 * flags of the address (spec §2). Read once; the values do not change during a page view.
 */
import { parseUserAgent, readPageFlags, type PageFlags, type UserAgentInfo } from './logic';

export interface Env extends UserAgentInfo {
  pageFlags: PageFlags;
}

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const ua = globalThis.navigator?.userAgent ?? '';
  cached = { ...parseUserAgent(ua), pageFlags: readPageFlags(globalThis.location?.search ?? '') };
  return cached;
}


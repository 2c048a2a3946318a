/**
 * What every event carries besides its tracking fields (spec §7 "Events"): the page's tag,
 * callfrom, is_pc, QUA2 and the device ids, and the host the page runs in.
 */
import type { TelemetryContext } from '@toolhub/contracts';
import { getDeviceInfo } from '../device';
import { getEnv } from '../env';
import { readQueryParam } from '../logic';

let pageTag = '';

/**
 * The reporter's tag (spec §7): the page name given, or the last path segment without `.html`,
 * or 'homepage' at the root.
 */
export function tagOfPage(name?: string, pathname = globalThis.location?.pathname ?? ''): string {
  return name || pathname.split('/').pop()?.replace(/\.html$/, '') || 'homepage';
}

export function setPageTag(tag: string): void {
  pageTag = tag;
}

export function telemetryContext(): TelemetryContext {
  const { guid, qimei36, qua2 } = getDeviceInfo();
  const env = getEnv();
  return {
    page: pageTag || tagOfPage(),
    callfrom: readQueryParam(globalThis.location?.search ?? '', 'callfrom') ?? '',
    is_pc: env.isPC,
    qua2,
    guid,
    qimei36,
    host: env.hostKind,
  };
}

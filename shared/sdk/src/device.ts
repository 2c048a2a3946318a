import { SNAPSHOT_ELEMENT_ID } from '@toolhub/contracts';

export interface DeviceInfo {
  guid: string;
  qimei36: string;
  qua2: string;
  ua: string;
}

let cached: DeviceInfo | undefined;

function readGuid(): string {
  const fromCookie = /(?:^|;\s*)guid=([^;]+)/.exec(globalThis.document?.cookie ?? '')?.[1];
  if (fromCookie) return decodeURIComponent(fromCookie);
  const snapshot = globalThis.document?.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent;
  if (snapshot) {
    try {
      return (JSON.parse(snapshot) as { guid?: string }).guid ?? '';
    } catch {
      return '';
    }
  }
  return '';
}

/**
 * Device identity (spec §3 "Device info"). On the open web there is no browser host to
 * ask for qimei36 or QUA2, so qimei36 is empty and QUA2 is the fallback built from the
 * platform and version (spec §9).
 */
export function getDeviceInfo(): DeviceInfo {
  if (cached?.guid) return cached;
  const ua = globalThis.navigator?.userAgent ?? '';
  const platform = /Mac OS X/.test(ua) ? 'MAC' : /Android/.test(ua) ? 'ADR' : /iPhone|iPad|iPod/.test(ua) ? 'IOS' : 'WIN';
  cached = { guid: readGuid(), qimei36: '', qua2: `QV=3&PL=${platform}&PR=TH&PP=web&VE=1.0.0`, ua };
  return cached;
}

import { SNAPSHOT_ELEMENT_ID } from '@toolhub/contracts';

export interface DeviceInfo {
  guid: string;
  qimei36: string;
  qua2: string;
  ua: string;
}

let cached: DeviceInfo | undefined;
/** What the browser host said (host/device.ts), once it has; its values win over the page's own. */
let hostDevice: DeviceInfo | undefined;

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
  if (hostDevice) return hostDevice;
  if (cached?.guid) return cached;
  const ua = globalThis.navigator?.userAgent ?? '';
  const platform = /Mac OS X/.test(ua) ? 'MAC' : /Android/.test(ua) ? 'ADR' : /iPhone|iPad|iPod/.test(ua) ? 'IOS' : 'WIN';
  cached = { guid: readGuid(), qimei36: '', qua2: `QV=3&PL=${platform}&PR=TH&PP=web&VE=1.0.0`, ua };
  return cached;
}

/**
 * Takes the browser host's device ids (spec §3): from now on requests, the gateway and telemetry
 * carry them. An empty answer keeps the page's own value (the guid of the cookie, the fallback QUA2).
 */
export function adoptHostDevice(host: { guid: string; qimei36: string; qua2: string }): void {
  const own = getDeviceInfo();
  hostDevice = { ...own, guid: host.guid || own.guid, qimei36: host.qimei36 || own.qimei36, qua2: host.qua2 || own.qua2 };
}

/**
 * Device info from the browser host (spec §3 "Device info"): guid, qimei36, QUA2, network
 * type, brand and the device type from QUA2's MO= field. Asked once at start; until the host
 * answers (or where there is none) the page's own values stand.
 */
import { hasNativeBridge } from './bridge';
import { hostConnectionType, hostGuid, hostQ36, hostQua2 } from './calls';

export interface HostDevice {
  guid: string;
  qimei36: string;
  qua2: string;
  networkType: string;
  deviceType: string;
  brand: string;
}

/** A QUA2 field (`MO=` for the device model, `BR=` for the brand): `QV=3&PL=ADR&MO=V2307A&…`. */
export function qua2Field(qua2: string, field: string): string {
  for (const pair of qua2.split('&')) {
    const [name, value = ''] = pair.split('=');
    if (name === field) return decodeURIComponent(value);
  }
  return '';
}

export async function readHostDevice(): Promise<HostDevice | undefined> {
  if (!hasNativeBridge()) return undefined;
  const [guid, qimei36, qua2, networkType] = await Promise.all([hostGuid(), hostQ36(), hostQua2(), hostConnectionType()]);
  return { guid, qimei36, qua2, networkType, deviceType: qua2Field(qua2, 'MO'), brand: qua2Field(qua2, 'BR') };
}

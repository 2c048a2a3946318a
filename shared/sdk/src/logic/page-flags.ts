import { PAGE_VALUES } from '@toolhub/contracts';

export type PageValue = (typeof PAGE_VALUES)[number];

/** The page mode flags of the address (spec §2). */
export interface PageFlags {
  isDebug: boolean;
  isPreview: boolean;
  showLog: boolean;
  showVConsole: boolean;
  page?: PageValue;
  reurl?: string;
  mttPosId?: string;
  parentUrl?: string;
  fingerprintId?: string;
  beaconDeviceId?: string;
}

/** Decodes a query component; a malformed escape keeps the raw text instead of throwing. */
function decode(text: string): string {
  const spaced = text.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * Reads one parameter of a query string (with or without '?'). The first occurrence wins;
 * a key without '=' reads as ''. Never throws, whatever the address holds.
 */
export function readQueryParam(search: string, name: string): string | undefined {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const equals = pair.indexOf('=');
    const key = decode(equals === -1 ? pair : pair.slice(0, equals));
    if (key === name) return equals === -1 ? '' : decode(pair.slice(equals + 1));
  }
  return undefined;
}

/** A flag is on for '1' or 'true', or when it is present without a value (`?isDebug`). */
function readBoolean(search: string, name: string): boolean {
  const value = readQueryParam(search, name);
  return value !== undefined && ['', '1', 'true'].includes(value.toLowerCase());
}

export function readPageFlags(search: string): PageFlags {
  const page = readQueryParam(search, 'page');
  return {
    isDebug: readBoolean(search, 'isDebug'),
    isPreview: readBoolean(search, 'isPreview'),
    showLog: readBoolean(search, 'showLog'),
    showVConsole: readBoolean(search, 'showVConsole'),
    page: (PAGE_VALUES as readonly string[]).includes(page ?? '') ? (page as PageValue) : undefined,
    reurl: readQueryParam(search, 'reurl'),
    mttPosId: readQueryParam(search, 'mttPosId'),
    parentUrl: readQueryParam(search, 'parentUrl'),
    fingerprintId: readQueryParam(search, 'fingerprintId'),
    beaconDeviceId: readQueryParam(search, 'beaconDeviceId'),
  };
}

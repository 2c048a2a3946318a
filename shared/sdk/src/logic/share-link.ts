import type { SHARE_CHANNELS } from '@toolhub/contracts';

export type ShareChannel = (typeof SHARE_CHANNELS)[number];

const isCallfrom = (pair: string) => {
  const key = pair.split('=', 1)[0];
  return key.toLowerCase() === 'callfrom';
};

/**
 * A query without its callfrom, as it is passed on (spec §9). Other parameters are kept
 * byte for byte, so nothing is re-encoded.
 */
export function withoutCallfrom(search: string): string {
  const pairs = search.replace(/^\?/, '').split('&').filter((pair) => pair !== '' && !isCallfrom(pair));
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The link to share: the page with `callfrom=share_{channel}` in place of any callfrom it had. */
export function shareLink(href: string, channel: ShareChannel): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = withoutCallfrom(queryAt === -1 ? '' : beforeHash.slice(queryAt));
  return `${base}${query ? `${query}&` : '?'}callfrom=share_${channel}${hash}`;
}

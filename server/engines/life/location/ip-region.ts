/**
 * IP address → country, province, city and network from ip2region (MIT; its IPv4 database,
 * 8.7 MB, is China-first: province and city for Chinese addresses, mostly the country
 * elsewhere; an IPv6 database of 2.7 MB comes with it). Read once per worker thread.
 */
import { createRequire } from 'node:module';

interface IpRegionAnswer {
  country: string;
  province: string;
  city: string;
  isp: string;
}
interface IpRegionSearch {
  search(ip: string): IpRegionAnswer | null;
}

let searcher: IpRegionSearch | undefined;

function ip2region(): IpRegionSearch {
  if (!searcher) {
    // A CommonJS package whose default export is the class.
    const IP2Region = (createRequire(import.meta.url)('ip2region') as { default: new () => IpRegionSearch }).default;
    searcher = new IP2Region();
  }
  return searcher;
}

/** The database's answer with its placeholders dropped ('0', '内网IP'): empty when it knows nothing. */
export function regionOfIp(address: string): Partial<IpRegionAnswer> {
  const answer = ip2region().search(address);
  if (!answer) return {};
  const clean = (value: string) => (value && value !== '0' && value !== '内网IP' ? value : undefined);
  return { country: clean(answer.country), province: clean(answer.province), city: clean(answer.city), isp: clean(answer.isp) };
}

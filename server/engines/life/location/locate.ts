/**
 * The two look-ups of the location tool, pure of the task machinery so the tests and the bench
 * call them directly: where an IP address is (ip2region), and what is nearest to coordinates
 * (the places' k-d tree). Both answer the same shape, with a point to draw and the places
 * around it.
 */
import { LIFE_FAILURES, type LifeFailure, type LocationResult, type NearbyPlace } from '@toolhub/contracts';
import { CN_PROVINCES, CN_REGIONS_BY_COUNTRY, provinceByName, type Province } from './china-provinces';
import { parseIp } from './ip-scope';
import { regionOfIp } from './ip-region';
import { distanceKm, placeIndex, type Place } from './places';

export type Located = { ok: true; result: LocationResult } | { ok: false; failure: LifeFailure };

/** How far the drawing's neighbours reach, and how many it labels. */
const NEARBY_RADIUS_KM = 150;
const NEARBY_COUNT = 6;
/** A "city" more than this far away is not the city the point is in. */
const CITY_RADIUS_KM = 60;

const COUNTRY_NAMES_ZH = new Intl.DisplayNames(['zh-CN'], { type: 'region' });
const countryNameZh = (code: string) => COUNTRY_NAMES_ZH.of(code) ?? code;

/** ISO codes by their Chinese name (ip2region names countries in Chinese only). */
let codesByZhName: Map<string, string> | undefined;
function countryCodeOf(zhName: string): string | undefined {
  if (!codesByZhName) {
    codesByZhName = new Map();
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const name = COUNTRY_NAMES_ZH.of(code);
        if (name && name !== code) codesByZhName.set(name, code);
      }
  }
  return codesByZhName.get(zhName);
}

function nearbyOf(latitude: number, longitude: number): NearbyPlace[] {
  const index = placeIndex();
  const ids = index.within(latitude, longitude, NEARBY_RADIUS_KM);
  const places = ids.map((id) => index.place(id)).sort((a, b) => b.population - a.population);
  return places
    .slice(0, NEARBY_COUNT)
    .map((p) => ({
      Name: p.name,
      CountryCode: p.country,
      Latitude: p.latitude,
      Longitude: p.longitude,
      Population: p.population,
      DistanceKm: Math.round(distanceKm(latitude, longitude, p.latitude, p.longitude) * 10) / 10,
    }))
    .sort((a, b) => a.DistanceKm - b.DistanceKm);
}

/** The nearest place, searching ever wider (places are sparse at sea and near the poles). */
function nearestPlace(latitude: number, longitude: number, filter: (p: Place) => boolean = () => true, maxKm = 2000): Place | undefined {
  const index = placeIndex();
  for (let radius = 20; radius <= maxKm; radius *= 4) {
    const found = index
      .within(latitude, longitude, radius)
      .map((id) => index.place(id))
      .filter(filter);
    if (found.length) return found.reduce((best, p) => (distanceKm(latitude, longitude, p.latitude, p.longitude) < distanceKm(latitude, longitude, best.latitude, best.longitude) ? p : best));
  }
  return undefined;
}

const provinceOf = (place: Place): Province | undefined => (place.country === 'CN' ? CN_PROVINCES[place.adminCode] : CN_REGIONS_BY_COUNTRY[place.country]);

export function locateCoordinates(latitude: number | undefined, longitude: number | undefined): Located {
  const valid = (value: number | undefined, limit: number): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
  if (!valid(latitude, 90) || !valid(longitude, 180)) return { ok: false, failure: LIFE_FAILURES.badCoordinates };
  const nearest = nearestPlace(latitude, longitude);
  // The city is the nearest seat of government, else the nearest large place, within reach.
  const near = (p: Place | undefined) => (p && distanceKm(latitude, longitude, p.latitude, p.longitude) <= CITY_RADIUS_KM ? p : undefined);
  const cityNear = near(nearestPlace(latitude, longitude, (p) => p.isSeat, CITY_RADIUS_KM * 4)) ?? near(nearestPlace(latitude, longitude, (p) => p.isLarge, CITY_RADIUS_KM * 4));
  const anchor = nearest ?? cityNear;
  const province = anchor && provinceOf(anchor);
  const result: LocationResult = {
    Query: 'coordinates',
    Latitude: latitude,
    Longitude: longitude,
    Approximate: false,
    Nearby: nearbyOf(latitude, longitude),
  };
  if (anchor) {
    result.CountryCode = anchor.country;
    result.Country = countryNameZh(anchor.country);
  }
  if (province) {
    result.Province = province.zh;
    result.ProvinceEn = province.en;
  }
  if (cityNear) result.City = cityNear.name;
  if (nearest && nearest.name !== cityNear?.name) result.District = nearest.name;
  return { ok: true, result };
}

export function locateIp(text: string): Located {
  const ip = parseIp(text);
  if (!ip) return { ok: false, failure: LIFE_FAILURES.invalidIp };
  const result: LocationResult = { Query: 'ip', Ip: ip.address, IpVersion: ip.version, Scope: ip.scope, Approximate: true, Nearby: [] };
  // A private, loopback or reserved address is nowhere in particular: say what it is.
  if (ip.scope !== 'public') return { ok: true, result };
  const region = regionOfIp(ip.address);
  if (region.isp) result.Isp = region.isp;
  const province = region.province ? provinceByName(region.province) : undefined;
  const countryCode = province ? (CN_REGIONS_BY_COUNTRY[province.code] ? province.code : 'CN') : region.country ? countryCodeOf(region.country) : undefined;
  if (region.country) result.Country = region.country;
  if (countryCode) result.CountryCode = countryCode;
  if (province) {
    result.Province = province.province.zh;
    result.ProvinceEn = province.province.en;
  } else if (region.province) result.Province = region.province;
  if (region.city) result.City = region.city;
  // The point drawn: the province's capital, else the country's.
  const index = placeIndex();
  const capital = province ? (CN_REGIONS_BY_COUNTRY[province.code] ? index.capitalOf(province.code) : index.capitalOf('CN', province.code)) : countryCode ? index.capitalOf(countryCode) : undefined;
  if (capital) {
    result.Latitude = capital.latitude;
    result.Longitude = capital.longitude;
    result.Nearby = nearbyOf(capital.latitude, capital.longitude);
  }
  return { ok: true, result };
}

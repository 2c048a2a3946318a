/**
 * The everyday family's look-ups, timed on this machine in this process (one core): loading the
 * two location tables, an IP address to its place (ip2region) and coordinates to the nearest
 * place (the cities' k-d tree) per call over a spread of addresses and points, a food search
 * over the nutrition table, and the calorie task's photo suggestions on the test photo. Figures
 * only: nothing here fails on a time.
 */
import fs from 'node:fs';
import { searchFoods } from '@toolhub/contracts';
import { foodTable } from '../server/engines/life/calories/food-table';
import { suggestFoods } from '../server/engines/life/calories/photo-suggestions';
import { locateCoordinates, locateIp } from '../server/engines/life/location/locate';
import { regionOfIp } from '../server/engines/life/location/ip-region';
import { placeIndex } from '../server/engines/life/location/places';

const micro = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
const milli = (ms: number) => `${ms.toFixed(1)} ms`;

/** A deterministic spread: every first octet, random-looking rest. */
function addresses(count: number): string[] {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256;
  return Array.from({ length: count }, (_, i) => `${1 + (i % 223)}.${next()}.${next()}.${next()}`);
}

/** Points over the inhabited latitudes, and some over China. */
function points(count: number): [number, number][] {
  let seed = 777;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, (_, i) => (i % 2 ? [20 + next() * 25, 95 + next() * 30] : [-50 + next() * 120, -180 + next() * 360]));
}

const line = (label: string, value: string) => `  ${label.padEnd(46)} ${value}`;

function perCall(label: string, count: number, run: (i: number) => void): string {
  const started = performance.now();
  for (let i = 0; i < count; i++) run(i);
  return line(label, `${micro((performance.now() - started) / count)} per call (${count} calls)`);
}

export async function lifeFigures(): Promise<string[]> {
  const lines = ['Location and calorie look-ups (one core, warm):'];
  let started = performance.now();
  regionOfIp('8.8.8.8');
  lines.push(line('ip2region databases loaded (8.7 + 2.7 MB)', milli(performance.now() - started)));
  started = performance.now();
  const index = placeIndex();
  lines.push(line(`cities k-d tree built (${index.count} places)`, milli(performance.now() - started)));

  const ips = addresses(20_000);
  lines.push(perCall('IP → region, ip2region only', ips.length, (i) => regionOfIp(ips[i])));
  lines.push(perCall('IP → answer (scope, region, capital, nearby)', ips.length, (i) => locateIp(ips[i])));
  lines.push(perCall('IPv6 → answer', 2_000, (i) => locateIp(`240e:${(i % 4096).toString(16)}::1`)));
  const spots = points(5_000);
  lines.push(perCall('coordinates → nearest place, city, nearby', spots.length, (i) => locateCoordinates(spots[i][0], spots[i][1])));

  const { foods } = foodTable();
  const queries = ['米饭', '鸡蛋', 'banana', '土豆', 'rice', '西红柿', 'chicken', '奶', 'e', '牛'];
  lines.push(perCall(`food search over ${foods.length} foods`, 10_000, (i) => searchFoods(foods, queries[i % queries.length])));

  const photo = fs.readFileSync(new URL('../server/engines/life/test-data/fruits.jpg', import.meta.url));
  const signal = new AbortController().signal;
  started = performance.now();
  await suggestFoods(photo, signal);
  lines.push(line('photo suggestions, first (NanoDet loading)', milli(performance.now() - started)));
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    started = performance.now();
    await suggestFoods(photo, signal);
    times.push(performance.now() - started);
  }
  lines.push(line('photo suggestions, warm, 512×480 photo', `${milli([...times].sort((a, b) => a - b)[2])} median of 5`));
  lines.push(`  peak memory of the process: ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) console.info((await lifeFigures()).join('\n'));

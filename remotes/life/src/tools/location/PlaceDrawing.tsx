/**
 * A tile-free drawing of where a place is: a graticule around the point (equirectangular,
 * longitudes shrunk by the cosine of the latitude so shapes keep their proportions), the
 * cities of the answer as labelled dots, the point itself; and a small world frame with the
 * point on it. Drawn from the answer's coordinates: no map tile is fetched.
 */
import type { LocationResult } from '@toolhub/contracts';
import { useId } from 'react';
import styles from '../../shared/life.module.css';
import { useT } from './messages';

const WIDTH = 320;
const HEIGHT = 220;
const WORLD_WIDTH = 120;
const WORLD_HEIGHT = 60;

export function PlaceDrawing({ result, placeName }: { result: LocationResult; placeName: string }) {
  const t = useT();
  const id = useId();
  const { Latitude: lat0, Longitude: lon0 } = result;
  if (lat0 === undefined || lon0 === undefined) return null;
  // A province's capital stands for a wide area: show more around it.
  const halfLat = result.Approximate ? 3 : 1.2;
  const scale = HEIGHT / 2 / halfLat;
  const shrink = Math.max(0.2, Math.cos((lat0 * Math.PI) / 180));
  const x = (lon: number) => WIDTH / 2 + (lon - lon0) * shrink * scale;
  const y = (lat: number) => HEIGHT / 2 - (lat - lat0) * scale;
  const step = result.Approximate ? 1 : 0.5;
  const halfLon = WIDTH / 2 / (shrink * scale);
  const lines = (from: number, to: number) => {
    const values: number[] = [];
    for (let v = Math.ceil(from / step) * step; v <= to; v += step) values.push(Math.round(v * 100) / 100);
    return values;
  };
  const inside = (px: number, py: number) => px >= 0 && px <= WIDTH && py >= 0 && py <= HEIGHT;
  const places = result.Nearby.map((p) => ({ ...p, px: x(p.Longitude), py: y(p.Latitude) })).filter((p) => inside(p.px, p.py));

  return (
    <figure className={styles.stack} style={{ margin: 0 }}>
      <svg className={styles.drawing} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{t('drawingTitle')}</title>
        <desc id={`${id}-desc`}>{t('drawingDesc', { place: placeName })}</desc>
        <g stroke="currentColor" strokeOpacity="0.15" strokeWidth="1">
          {lines(lat0 - halfLat, lat0 + halfLat).map((lat) => (
            <line key={`lat${lat}`} x1={0} x2={WIDTH} y1={y(lat)} y2={y(lat)} />
          ))}
          {lines(lon0 - halfLon, lon0 + halfLon).map((lon) => (
            <line key={`lon${lon}`} y1={0} y2={HEIGHT} x1={x(lon)} x2={x(lon)} />
          ))}
        </g>
        <g fontSize="11" fill="currentColor">
          {places.map((p) => (
            <g key={`${p.Name}${p.Latitude}`}>
              <circle cx={p.px} cy={p.py} r={Math.min(6, 2 + Math.log10(Math.max(10, p.Population)) / 2)} fillOpacity="0.5" />
              <text x={p.px + 6} y={p.py - 4}>
                {p.Name}
              </text>
            </g>
          ))}
        </g>
        {result.Approximate && <circle cx={WIDTH / 2} cy={HEIGHT / 2} r={40} fill="none" stroke="var(--th-primary)" strokeDasharray="4 3" />}
        <circle cx={WIDTH / 2} cy={HEIGHT / 2} r={6} fill="var(--th-danger)" stroke="white" strokeWidth="2" />
        <text x={4} y={HEIGHT - 6} fontSize="10" fill="currentColor" fillOpacity="0.6">
          {`${lat0.toFixed(3)}°, ${lon0.toFixed(3)}°`}
        </text>
      </svg>
      <svg width={WORLD_WIDTH} height={WORLD_HEIGHT} viewBox={`0 0 ${WORLD_WIDTH} ${WORLD_HEIGHT}`} role="img" aria-label={t('worldTitle')}>
        <rect width={WORLD_WIDTH} height={WORLD_HEIGHT} fill="var(--th-surface-2)" stroke="currentColor" strokeOpacity="0.3" />
        <g stroke="currentColor" strokeOpacity="0.15">
          {[-60, -30, 0, 30, 60].map((lat) => (
            <line key={lat} x1={0} x2={WORLD_WIDTH} y1={((90 - lat) / 180) * WORLD_HEIGHT} y2={((90 - lat) / 180) * WORLD_HEIGHT} />
          ))}
          {[-120, -60, 0, 60, 120].map((lon) => (
            <line key={lon} y1={0} y2={WORLD_HEIGHT} x1={((lon + 180) / 360) * WORLD_WIDTH} x2={((lon + 180) / 360) * WORLD_WIDTH} />
          ))}
        </g>
        <circle cx={((lon0 + 180) / 360) * WORLD_WIDTH} cy={((90 - lat0) / 180) * WORLD_HEIGHT} r={3} fill="var(--th-danger)" />
      </svg>
    </figure>
  );
}

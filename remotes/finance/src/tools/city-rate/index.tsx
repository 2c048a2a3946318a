import { cityRatePolicyResponseSchema, type CityRatePolicy, type ToolMeta } from '@toolhub/contracts';
import { useId, useState } from 'react';
import { useT } from '../../messages';
import { fetchData } from '../../shared/data';
import { formatPercent } from '../../shared/format';
import { ToolDataSection } from '../../shared/LoadState';
import { SourceNote } from '../../shared/SourceNote';
import styles from './city-rate.module.css';

/** All cities once; the search filters them here, so typing costs no request. */
const loadCities = () => fetchData('/api/getCityRatePolicy', {}, cityRatePolicyResponseSchema);

/** Matches the Chinese name (also with 市), the province, or the English name in any case. */
export function matchesCity(policy: CityRatePolicy, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return policy.city.includes(q) || q.includes(policy.city) || policy.province.includes(q) || policy.cityEn.toLowerCase().includes(q);
}

export default function CityRate({ tool }: { tool: ToolMeta }) {
  return (
    <ToolDataSection tool={tool} load={loadCities} loadKey="cities">
      {(cities) => <CityTable cities={cities} />}
    </ToolDataSection>
  );
}

function CityTable({ cities }: { cities: CityRatePolicy[] }) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = cities.filter((city) => matchesCity(city, query));
  const rate = (value: number | null, none: string) => (value === null ? none : formatPercent(value));

  return (
    <>
      <div className={styles.search}>
        <label htmlFor={`${id}-search`}>{t('citySearch')}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          placeholder={t('cityPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={`${id}-count`}
        />
        <span id={`${id}-count`} className={styles.count} aria-live="polite">
          {shown.length ? t('cityCount', { count: shown.length }) : t('noCity', { query: query.trim(), count: cities.length })}
        </span>
      </div>
      {shown.length > 0 && (
        <ul className={styles.list}>
          {shown.map((city) => (
            <li key={city.city} className={styles.card}>
              <h2 className={styles.city}>
                {city.city}
                <span className={styles.province}>
                  {city.cityEn} · {city.province}
                </span>
              </h2>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('firstDownPayment')}</dt>
                  <dd>{rate(city.firstHomeDownPayment, t('notRecorded'))}</dd>
                </div>
                <div>
                  <dt>{t('secondDownPayment')}</dt>
                  <dd>{rate(city.secondHomeDownPayment, t('notRecorded'))}</dd>
                </div>
                <div>
                  <dt>{t('firstHomeRate')}</dt>
                  <dd>{rate(city.firstHomeRate, t('noFloor'))}</dd>
                </div>
                <div>
                  <dt>{t('secondHomeRate')}</dt>
                  <dd>{rate(city.secondHomeRate, t('noFloor'))}</dd>
                </div>
                <div>
                  <dt>{t('providentFirst')}</dt>
                  <dd>{rate(city.providentFirstRate, t('notRecorded'))}</dd>
                </div>
                <div>
                  <dt>{t('providentSecond')}</dt>
                  <dd>{rate(city.providentSecondRate, t('notRecorded'))}</dd>
                </div>
              </dl>
              <p className={styles.note}>{city.note}</p>
              <SourceNote source={city.source} date={city.effectiveDate} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

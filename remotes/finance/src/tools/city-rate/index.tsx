import { cityRatePolicyResponseSchema, type CityRatePolicy } from '@toolhub/contracts';
import { Card, Input } from '@toolhub/ui';
import { useId, useState } from 'react';
import { useT, type MessageKey } from '../../messages';
import { fetchDated } from '../../shared/data';
import { formatPercent } from '../../shared/format';
import { SourceNote } from '../../shared/SourceNote';
import { dataTool } from '../../shared/ToolScreen';
import shared from '../../shared/shared.module.css';
import styles from './city-rate.module.css';

/** All cities once; the search filters them here, so typing costs no request. */
const loadCities = () => fetchDated('/api/getCityRatePolicy', {}, cityRatePolicyResponseSchema);

/** Matches the Chinese name (also with 市), the province, or the English name in any case. */
export function matchesCity(policy: CityRatePolicy, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return policy.city.includes(q) || q.includes(policy.city) || policy.province.includes(q) || policy.cityEn.toLowerCase().includes(q);
}

/** Each fact of a city's card: its name, the figure, and what stands where none is published. */
const FACTS: [MessageKey, (city: CityRatePolicy) => number | null, MessageKey][] = [
  ['firstDownPayment', (city) => city.firstHomeDownPayment, 'notRecorded'],
  ['secondDownPayment', (city) => city.secondHomeDownPayment, 'notRecorded'],
  ['firstHomeRate', (city) => city.firstHomeRate, 'noFloor'],
  ['secondHomeRate', (city) => city.secondHomeRate, 'noFloor'],
  ['providentFirst', (city) => city.providentFirstRate, 'notRecorded'],
  ['providentSecond', (city) => city.providentSecondRate, 'notRecorded'],
];

function CityCards({ data: cities }: { data: CityRatePolicy[] }) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = cities.filter((city) => matchesCity(city, query));

  return (
    <>
      <div className={shared.controlRow}>
        <label htmlFor={`${id}-search`}>{t('citySearch')}</label>
        <Input
          id={`${id}-search`}
          type="search"
          className={shared.grow}
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
            <li key={city.city}>
              <Card
                as="article"
                variant="bordered"
                className={styles.card}
                title={
                  <>
                    <span lang="zh-CN">{city.city}</span>
                    <span className={shared.aside}>
                      {city.cityEn} · <span lang="zh-CN">{city.province}</span>
                    </span>
                  </>
                }
              >
                <dl className={`${shared.figures} ${styles.facts}`}>
                  {FACTS.map(([label, value, none]) => {
                    const figure = value(city);
                    return (
                      <div key={label}>
                        <dt>{t(label)}</dt>
                        <dd>{figure === null ? t(none) : formatPercent(figure)}</dd>
                      </div>
                    );
                  })}
                </dl>
                <div>
                  {/* The note is the policy's own wording, in Chinese: marked so, also on an English page. */}
                  <p className={styles.note} lang="zh-CN">
                    {city.note}
                  </p>
                  <SourceNote source={city.source} date={city.effectiveDate} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default dataTool(loadCities, 'cities', CityCards);

import { latestInterestRateResponseSchema, type LatestInterestRate, type ToolMeta } from '@toolhub/contracts';
import { useId } from 'react';
import { useT } from '../../messages';
import { fetchData, useRemote } from '../../shared/data';
import { formatBpChange, formatPercent } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { SourceNote } from '../../shared/SourceNote';
import { LprChart } from './LprChart';
import shared from '../../shared/shared.module.css';
import styles from './lpr.module.css';

const loadLpr = () => fetchData('/api/getLatestInterestRate', {}, latestInterestRateResponseSchema);

export default function Lpr({ tool }: { tool: ToolMeta }) {
  const id = useId();
  const { state, retry } = useRemote(loadLpr, 'latest');
  return (
    <section className={shared.page} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={shared.title}>
        {tool.name}
      </h2>
      <LoadState state={state} retry={retry}>
        {(data) => <LprView data={data} />}
      </LoadState>
    </section>
  );
}

function LprView({ data }: { data: LatestInterestRate }) {
  const t = useT();
  const id = useId();
  const { latest, history } = data;
  const previous = history.length > 1 ? history[history.length - 2] : undefined;
  const newestFirst = [...history].reverse();

  const figure = (label: string, rate: number, before: number | undefined) => (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.rate}>{formatPercent(rate)}</span>
        {before !== undefined && <span className={styles.change}>{t('lprChange', { change: formatBpChange(before, rate) })}</span>}
      </dd>
    </div>
  );

  return (
    <>
      <dl className={styles.figures}>
        {figure(t('lpr1y'), latest.lpr1y, previous?.lpr1y)}
        {figure(t('lpr5y'), latest.lpr5y, previous?.lpr5y)}
      </dl>
      <p className={styles.date}>{t('lprAnnounced', { date: latest.date })}</p>
      <SourceNote source={latest.source} date={latest.date} />

      <LprChart history={history} />

      <div className={styles.tableWrap} role="region" aria-labelledby={`${id}-history`} tabIndex={0}>
        <table className={styles.table}>
          <caption id={`${id}-history`}>{t('lprHistory')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('lpr1y')}</th>
              <th scope="col">{t('lpr5y')}</th>
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((point) => (
              <tr key={point.date}>
                <th scope="row">{point.date}</th>
                <td>{formatPercent(point.lpr1y)}</td>
                <td>{formatPercent(point.lpr5y)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SourceNote source={t('lprHistorySource')} />
    </>
  );
}

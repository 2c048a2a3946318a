import { latestInterestRateResponseSchema, type LatestInterestRate } from '@toolhub/contracts';
import { useT } from '../../messages';
import { fetchDated } from '../../shared/data';
import { DataTable } from '../../shared/DataTable';
import { Figure, Figures } from '../../shared/Figure';
import { formatBpChange, formatPercent } from '../../shared/format';
import { SourceNote } from '../../shared/SourceNote';
import { dataTool } from '../../shared/ToolScreen';
import { LprChart } from './LprChart';
import styles from './lpr.module.css';

const loadLpr = () => fetchDated('/api/getLatestInterestRate', {}, latestInterestRateResponseSchema);

function LprView({ data }: { data: LatestInterestRate }) {
  const t = useT();
  const { latest, history } = data;
  const previous = history.length > 1 ? history[history.length - 2] : undefined;
  const newestFirst = [...history].reverse();

  const figure = (label: string, rate: number, before: number | undefined) => (
    <Figure label={label} padding="md">
      <span className={styles.rate}>{formatPercent(rate)}</span>
      {before !== undefined && <span className={styles.change}>{t('lprChange', { change: formatBpChange(before, rate) })}</span>}
    </Figure>
  );

  return (
    <>
      <Figures className={styles.figures}>
        {figure(t('lpr1y'), latest.lpr1y, previous?.lpr1y)}
        {figure(t('lpr5y'), latest.lpr5y, previous?.lpr5y)}
      </Figures>
      <p className={styles.date}>{t('lprAnnounced', { date: latest.date })}</p>
      <SourceNote source={latest.source} date={latest.date} />

      <LprChart history={history} />

      <DataTable caption={t('lprHistory')} columns={[t('date'), t('lpr1y'), t('lpr5y')]} frameClassName={styles.history}>
        {newestFirst.map((point) => (
          <tr key={point.date}>
            <th scope="row">{point.date}</th>
            <td>{formatPercent(point.lpr1y)}</td>
            <td>{formatPercent(point.lpr5y)}</td>
          </tr>
        ))}
      </DataTable>
      <SourceNote source={t('lprHistorySource')} />
    </>
  );
}

export default dataTool(loadLpr, 'latest', LprView);

import { Fragment, useMemo, useState } from 'react';
import { useT } from '../../messages';
import { DataTable } from '../../shared/DataTable';
import { formatYuan } from '../../shared/format';
import { byYear, type MonthRow } from './math';
import styles from './mortgage.module.css';

/** The schedule by loan year; each year expands to its months. */
export function AmortisationTable({ rows }: { rows: MonthRow[] }) {
  const t = useT();
  const years = useMemo(() => byYear(rows), [rows]);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (year: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(year)) next.add(year);
      return next;
    });

  const cells = (row: { payment: number; principal: number; interest: number; balance: number }) => (
    <>
      <td>{formatYuan(row.payment)}</td>
      <td>{formatYuan(row.principal)}</td>
      <td>{formatYuan(row.interest)}</td>
      <td>{formatYuan(row.balance)}</td>
    </>
  );

  return (
    <DataTable
      caption={t('schedule')}
      columns={[t('period'), t('payment'), t('principal'), t('interest'), t('balance')]}
      className={styles.schedule}
    >
      {years.map((year) => {
        const expanded = open.has(year.year);
        return (
          <Fragment key={year.year}>
            <tr className={styles.yearRow}>
              <th scope="row">
                <button
                  type="button"
                  className={styles.expand}
                  aria-expanded={expanded}
                  aria-label={t(expanded ? 'hideMonths' : 'showMonths', { n: year.year })}
                  onClick={() => toggle(year.year)}
                >
                  <span aria-hidden="true">{expanded ? '▾' : '▸'}</span> {t('year', { n: year.year })}
                </button>
              </th>
              {cells(year)}
            </tr>
            {expanded &&
              year.months.map((month) => (
                <tr key={month.month} className={styles.monthRow}>
                  <th scope="row">{t('month', { n: month.month })}</th>
                  {cells(month)}
                </tr>
              ))}
          </Fragment>
        );
      })}
    </DataTable>
  );
}

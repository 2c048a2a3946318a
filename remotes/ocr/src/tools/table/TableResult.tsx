import type { RecognisedTable } from '@toolhub/contracts';
import { Button, saveFile } from '@toolhub/ui';
import { useId } from 'react';
import { t, useT } from './messages';
import { cellKey } from './result';
import { tableCsv, tablesXlsx } from './table-files';
import type { Marking } from '../../shared/MarkedScreen';
import shared from '../../shared/shared.module.css';
import styles from './table.module.css';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const downloadXlsx = (tables: readonly RecognisedTable[]) =>
  saveFile(tablesXlsx([...tables], (index) => t('sheetName', { index: index + 1 })), `${t('fileName')}.xlsx`, XLSX_TYPE);
const downloadCsv = (tables: readonly RecognisedTable[], index: number) =>
  saveFile(tableCsv(tables[index]), `${t('fileName')}${tables.length > 1 ? `-${index + 1}` : ''}.csv`, 'text/csv;charset=utf-8');

/** The result's title row: the workbook of every table, and the CSV when there is one table (several have one each). */
export const tableResultHead = (tables: readonly RecognisedTable[]) => ({
  title: t('resultTitle'),
  actions: (
    <>
      <Button size="sm" onClick={() => downloadXlsx(tables)}>
        {t('downloadXlsx')}
      </Button>
      {tables.length === 1 && (
        <Button variant="outline" size="sm" onClick={() => downloadCsv(tables, 0)}>
          {t('downloadCsv')}
        </Button>
      )}
    </>
  ),
});

/**
 * The recognised tables as tables, spans kept, with their downloads: one workbook holding
 * every table, and a CSV per table. Hovering or focusing a cell marks its box on the image.
 */
export function TableResult({ result: tables, active, onActivate }: { result: readonly RecognisedTable[] } & Marking<string>) {
  const t = useT();
  const id = useId();

  return (
    <>
      {/* Read with each table (a description may come from hidden words), never shown. */}
      <p id={`${id}-hint`} hidden>
        {t('cellsHint')}
      </p>
      {tables.map((table, tableIndex) => (
        <section key={tableIndex} className={styles.tableBlock}>
          <div className={styles.tableMeta}>
            {tables.length > 1 && <span>{t('tableCaption', { index: tableIndex + 1 })}</span>}
            <span>{t('tableSize', { rows: table.Rows, columns: table.Columns })}</span>
            {tables.length > 1 && (
              <Button variant="text" size="sm" onClick={() => downloadCsv(tables, tableIndex)}>
                {t('downloadCsv')}
              </Button>
            )}
          </div>
          {/* Wide tables scroll sideways inside their box on a phone. */}
          <div className={shared.scroller} tabIndex={0} role="region" aria-label={t('tableCaption', { index: tableIndex + 1 })}>
            <table className={`${shared.table} ${styles.table}`} aria-label={t('tableCaption', { index: tableIndex + 1 })} aria-describedby={`${id}-hint`}>
              <tbody>
                {rowsOf(table).map((cells, row) => (
                  <tr key={row}>
                    {cells.map(({ cell, index }) => {
                      const key = cellKey(tableIndex, index);
                      return (
                        <td
                          key={key}
                          rowSpan={cell.RowSpan > 1 ? cell.RowSpan : undefined}
                          colSpan={cell.ColumnSpan > 1 ? cell.ColumnSpan : undefined}
                          data-active={key === active || undefined}
                          data-spanned={cell.RowSpan > 1 || cell.ColumnSpan > 1 || undefined}
                          tabIndex={-1}
                          onMouseEnter={() => onActivate(key)}
                          onMouseLeave={() => onActivate(undefined)}
                          onFocus={() => onActivate(key)}
                          onBlur={() => onActivate(undefined)}
                          onClick={(event) => event.currentTarget.focus()}
                        >
                          {cell.Text}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}

/** The cells grouped by the row they start in, each with its index in the table's cells. */
function rowsOf(table: RecognisedTable) {
  const rows = Array.from({ length: table.Rows }, () => [] as { cell: RecognisedTable['Cells'][number]; index: number }[]);
  table.Cells.forEach((cell, index) => rows[cell.Row]?.push({ cell, index }));
  for (const row of rows) row.sort((a, b) => a.cell.Column - b.cell.Column);
  return rows;
}

import type { RecognisedTable } from '@toolhub/contracts';
import { Button, saveFile } from '@toolhub/ui';
import { useId } from 'react';
import { useT } from './messages';
import { cellKey } from './result';
import { tableCsv, tablesXlsx } from './table-files';
import { ResultHead } from '../../shared/ResultHead';
import shared from '../../shared/shared.module.css';
import styles from './table.module.css';

export interface TableResultProps {
  tables: readonly RecognisedTable[];
  activeCell?: string;
  onActivate: (cell: string | undefined) => void;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The recognised tables as tables, spans kept, with their downloads: one workbook holding
 * every table, and a CSV per table. Hovering or focusing a cell marks its box on the image.
 */
export function TableResult({ tables, activeCell, onActivate }: TableResultProps) {
  const t = useT();
  const id = useId();
  const downloadXlsx = () => saveFile(tablesXlsx([...tables], (index) => t('sheetName', { index: index + 1 })), `${t('fileName')}.xlsx`, XLSX_TYPE);
  const downloadCsv = (index: number) =>
    saveFile(tableCsv(tables[index]), `${t('fileName')}${tables.length > 1 ? `-${index + 1}` : ''}.csv`, 'text/csv;charset=utf-8');

  return (
    <div className={shared.result}>
      <ResultHead
        title={t('resultTitle')}
        actions={
          <>
            <Button onClick={downloadXlsx}>{t('downloadXlsx')}</Button>
            {tables.length === 1 && (
              <Button variant="outlined" onClick={() => downloadCsv(0)}>
                {t('downloadCsv')}
              </Button>
            )}
          </>
        }
      />
      <p id={`${id}-hint`} className={shared.visuallyHidden}>
        {t('cellsHint')}
      </p>
      {tables.map((table, tableIndex) => (
        <section key={tableIndex} className={styles.tableBlock}>
          <div className={styles.tableMeta}>
            {tables.length > 1 && <span>{t('tableCaption', { index: tableIndex + 1 })}</span>}
            <span>{t('tableSize', { rows: table.Rows, columns: table.Columns })}</span>
            {tables.length > 1 && (
              <Button variant="text" onClick={() => downloadCsv(tableIndex)}>
                {t('downloadCsv')}
              </Button>
            )}
          </div>
          {/* Wide tables scroll sideways inside their box on a phone. */}
          <div className={styles.scroller} tabIndex={0} role="region" aria-label={t('tableCaption', { index: tableIndex + 1 })}>
            <table className={styles.table} aria-describedby={`${id}-hint`}>
              <caption className={shared.visuallyHidden}>{t('tableCaption', { index: tableIndex + 1 })}</caption>
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
                          data-active={key === activeCell || undefined}
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
    </div>
  );
}

/** The cells grouped by the row they start in, each with its index in the table's cells. */
function rowsOf(table: RecognisedTable) {
  const rows = Array.from({ length: table.Rows }, () => [] as { cell: RecognisedTable['Cells'][number]; index: number }[]);
  table.Cells.forEach((cell, index) => rows[cell.Row]?.push({ cell, index }));
  for (const row of rows) row.sort((a, b) => a.cell.Column - b.cell.Column);
  return rows;
}

import { useId } from 'react';
import { Badge, Button, csvOf, saveFile } from '@toolhub/ui';
import { t, useT } from './messages';
import { fieldsText, type InvoiceField } from './result';
import { copyAllHead } from '../../shared/ResultTitle';
import shared from '../../shared/shared.module.css';
import styles from './invoice.module.css';

/** The fields as a CSV file; when some are to be checked, a third column says which. */
const downloadCsv = (fields: readonly InvoiceField[]) => {
  const check = fields.some((field) => field.uncertain);
  const rows = fields.map((field) => [field.name, field.value, ...(check ? [field.uncertain ? t('uncertain') : ''] : [])]);
  saveFile(csvOf([[t('fieldName'), t('fieldValue'), ...(check ? [t('checkColumn')] : [])], ...rows]), `${t('fileName')}.csv`, 'text/csv;charset=utf-8');
};

/** The result's title row: how many fields, 'copy all' and the CSV download. */
export const invoiceFieldsHead = (fields: readonly InvoiceField[]) =>
  copyAllHead(
    t,
    t('fieldCount', { count: fields.length }),
    () => fieldsText(fields, t('uncertain')),
    <Button variant="outline" size="sm" onClick={() => downloadCsv(fields)}>
      {t('downloadCsv')}
    </Button>,
  );

/**
 * The invoice's fields as a two-column table. A field the invoice's own sums contradict is
 * not shown as fact: its value carries a 'check this' badge and is described by a note that
 * says why and asks for it to be compared with the paper invoice.
 */
export function InvoiceFields({ fields }: { fields: readonly InvoiceField[] }) {
  const t = useT();
  const noteId = useId();
  const anyUncertain = fields.some((field) => field.uncertain);
  return (
    <div className={shared.scroller}>
      {anyUncertain && (
        <p id={noteId} className={styles.note}>
          {t('uncertainNote')}
        </p>
      )}
      <table className={`${shared.table} ${styles.fields}`} aria-label={t('resultTitle')}>
        <thead>
          <tr>
            <th scope="col">{t('fieldName')}</th>
            <th scope="col">{t('fieldValue')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, index) => (
            <tr key={index}>
              <th scope="row">{field.name}</th>
              {field.uncertain ? (
                <td className={styles.uncertain} aria-describedby={noteId}>
                  <span className={styles.uncertainValue}>{field.value}</span> <Badge tone="warning">{t('uncertain')}</Badge>
                </td>
              ) : (
                <td>{field.value}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { toast } from '@toolhub/sdk';
import { Button, csvOf, saveFile } from '@toolhub/ui';
import { useT } from './messages';
import { fieldsText, type InvoiceField } from './result';
import { ResultHead } from '../../shared/ResultHead';
import shared from '../../shared/shared.module.css';
import styles from './invoice.module.css';

/** The invoice's fields as a two-column table, with 'copy all' and a CSV download. */
export function InvoiceFields({ fields }: { fields: readonly InvoiceField[] }) {
  const t = useT();
  const copyAll = async () => {
    try {
      await navigator.clipboard.writeText(fieldsText(fields));
      toast(t('copied'), { kind: 'success' });
    } catch {
      // No clipboard (an old browser, a denied permission): the table stays selectable.
      toast(t('copyFailed'), { kind: 'error' });
    }
  };
  const downloadCsv = () =>
    saveFile(csvOf([[t('fieldName'), t('fieldValue')], ...fields.map((field) => [field.name, field.value])]), `${t('fileName')}.csv`, 'text/csv;charset=utf-8');

  return (
    <div className={shared.result}>
      <ResultHead
        title={t('resultTitle')}
        count={t('fieldCount', { count: fields.length })}
        actions={
          <>
            <Button variant="outlined" onClick={() => void copyAll()}>
              {t('copyAll')}
            </Button>
            <Button variant="outlined" onClick={downloadCsv}>
              {t('downloadCsv')}
            </Button>
          </>
        }
      />
      <div className={styles.scroller}>
        <table className={styles.fields}>
          <caption className={shared.visuallyHidden}>{t('resultTitle')}</caption>
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
                <td>{field.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

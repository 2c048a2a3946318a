import { Button } from '@toolhub/ui';
import { t, useT } from './messages';
import { downloadFieldsCsv, fieldsText, type NameValueField } from '../../shared/name-values';
import { NameValueTable } from '../../shared/NameValueTable';
import { copyAllHead } from '../../shared/ResultTitle';

/** The result's title row: how many fields, 'copy all' and the CSV download. */
export const invoiceFieldsHead = (fields: readonly NameValueField[]) =>
  copyAllHead(
    t,
    t('fieldCount', { count: fields.length }),
    () => fieldsText(fields, t('uncertain')),
    <Button variant="outline" size="sm" onClick={() => downloadFieldsCsv(fields, { fieldName: t('fieldName'), fieldValue: t('fieldValue'), checkColumn: t('checkColumn'), uncertain: t('uncertain') }, t('fileName'))}>
      {t('downloadCsv')}
    </Button>,
  );

/** The invoice's fields as a two-column table; a field the invoice's own sums contradict is marked to be checked against the paper invoice. */
export function InvoiceFields({ fields }: { fields: readonly NameValueField[] }) {
  const t = useT();
  return <NameValueTable fields={fields} texts={{ title: t('resultTitle'), fieldName: t('fieldName'), fieldValue: t('fieldValue'), uncertain: t('uncertain'), uncertainNote: t('uncertainNote') }} />;
}

import { REQ_TYPES, type ToolMeta } from '@toolhub/contracts';
import { InvoiceScreen } from '@toolhub/ui';
import { InvoiceFields, invoiceFieldsHead } from './InvoiceFields';
import { readNameValues, type NameValueField } from '../../shared/name-values';

/** Invoice recognition: the invoice screen asking for InvoiceRecognize; its result the fields as a table. */
export default function InvoiceOcr({ tool }: { tool: ToolMeta }) {
  return (
    <InvoiceScreen<NameValueField[]>
      tool={tool}
      subReqType={REQ_TYPES.InvoiceRecognize}
      readResult={readNameValues}
      renderHead={invoiceFieldsHead}
      renderResult={(fields) => <InvoiceFields fields={fields} />}
    />
  );
}

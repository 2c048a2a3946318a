import { CONVERT_TYPES, type ToolMeta } from '@toolhub/contracts';
import { ConvertScreen } from '../convert/ConvertScreen';
import { useT } from '../convert/messages';

/** PDF to text (charged): the text as a TXT download, its beginning shown on the page. */
export default function PdfToText({ tool }: { tool: ToolMeta }) {
  const t = useT();
  return <ConvertScreen tool={tool} type={CONVERT_TYPES.PdfToText} from="pdf" note={t('textNote')} previewText />;
}

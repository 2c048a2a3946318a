import { CONVERT_TYPES, type ToolMeta } from '@toolhub/contracts';
import { ConvertScreen } from '../convert/ConvertScreen';
import { useT } from '../convert/messages';

/** PDF to Word (charged). The page says it plainly: text and layout are kept as far as the engine goes. */
export default function PdfToWord({ tool }: { tool: ToolMeta }) {
  const t = useT();
  return <ConvertScreen tool={tool} type={CONVERT_TYPES.PdfToWord} from="pdf" note={t('wordNote')} />;
}

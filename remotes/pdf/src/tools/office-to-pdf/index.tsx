import { CONVERT_TYPES, type ToolMeta } from '@toolhub/contracts';
import { ConvertScreen } from '../convert/ConvertScreen';
import { useT } from '../convert/messages';

/** Word, Excel and PowerPoint to PDF (charged): one document at a time. */
export default function OfficeToPdf({ tool }: { tool: ToolMeta }) {
  const t = useT();
  return <ConvertScreen tool={tool} type={CONVERT_TYPES.OfficeToPdf} from="office" note={t('officeNote')} previewResult />;
}

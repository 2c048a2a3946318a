import { CONVERT_TYPES, type ToolMeta } from '@toolhub/contracts';
import { ConvertScreen } from '../convert/ConvertScreen';
import { useT } from '../convert/messages';

/** Images to one PDF (charged): a page per image, in the order the visitor sets. */
export default function ImageToPdf({ tool }: { tool: ToolMeta }) {
  const t = useT();
  return <ConvertScreen tool={tool} type={CONVERT_TYPES.ImagesToPdf} from="images" note={t('imagesToPdfNote')} actionLabel={t('makePdf')} previewResult />;
}

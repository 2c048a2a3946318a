import { CONVERT_TYPES, type ToolMeta } from '@toolhub/contracts';
import { ConvertScreen } from '../convert/ConvertScreen';
import { useT } from '../convert/messages';

/** The most images one PDF takes (the contracts' limit on a conversion's files). */
const MAX_IMAGES = 50;

/** Images to one PDF (charged): a page per image, in the order the visitor sets. */
export default function ImageToPdf({ tool }: { tool: ToolMeta }) {
  const t = useT();
  return <ConvertScreen tool={tool} type={CONVERT_TYPES.ImagesToPdf} kinds={['image']} max={MAX_IMAGES} hint={t('imageHint')} note={t('imagesToPdfNote')} actionLabel={t('makePdf')} previewResult />;
}

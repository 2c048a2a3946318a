import { CONVERT_TYPES, MAX_PAGES_AS_IMAGES, type ConvertInput, type ToolMeta } from '@toolhub/contracts';
import { cardsOf, RadioGroup } from '@toolhub/ui';
import { useState } from 'react';
import { ConvertScreen } from '../convert/ConvertScreen';
import { useT } from '../convert/messages';

type ImageFormat = NonNullable<ConvertInput['imageFormat']>;

const FORMATS: readonly ImageFormat[] = ['png', 'jpeg'];

/** PDF to images (charged): every page a PNG or a JPEG, the pages shown before converting. */
export default function PdfToImage({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const [format, setFormat] = useState<ImageFormat>('png');
  const tooManyPages = (pages = 0) => (pages > MAX_PAGES_AS_IMAGES ? t('tooManyPages', { count: pages, max: MAX_PAGES_AS_IMAGES }) : undefined);
  return (
    <ConvertScreen
      tool={tool}
      type={CONVERT_TYPES.PdfToImages}
      from="pdf"
      note={t('imagesNote')}
      pagesTitle={t('pagesPreview')}
      input={{ imageFormat: format }}
      blocker={([file]) => tooManyPages(file?.pageCount)}
      options={<RadioGroup variant="card" label={t('imageFormat')} value={format} onChange={setFormat} options={cardsOf(FORMATS, t)} />}
    />
  );
}

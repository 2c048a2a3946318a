import { CONVERT_TYPES, MAX_PAGES_AS_IMAGES, type ConvertInput, type ToolMeta } from '@toolhub/contracts';
import { useState } from 'react';
import { ChoiceGroup } from '../../shared/ChoiceGroup';
import { ConvertScreen } from '../convert/ConvertScreen';
import { useT } from '../convert/messages';

type ImageFormat = NonNullable<ConvertInput['imageFormat']>;

/** PDF to images (charged): every page a PNG or a JPEG, the pages shown before converting. */
export default function PdfToImage({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const [format, setFormat] = useState<ImageFormat>('png');
  return (
    <ConvertScreen
      tool={tool}
      type={CONVERT_TYPES.PdfToImages}
      kinds={['pdf']}
      max={1}
      hint={t('pdfHint')}
      note={t('imagesNote')}
      actionLabel={t('convert')}
      pagesTitle={t('pagesPreview')}
      input={{ imageFormat: format }}
      blocker={([file]) => (file?.pageCount && file.pageCount > MAX_PAGES_AS_IMAGES ? t('tooManyPages', { count: file.pageCount, max: MAX_PAGES_AS_IMAGES }) : undefined)}
      options={
        <ChoiceGroup<ImageFormat>
          legend={t('imageFormat')}
          value={format}
          onChange={setFormat}
          choices={[
            { value: 'png', title: t('png'), hint: t('pngHint') },
            { value: 'jpeg', title: t('jpeg'), hint: t('jpegHint') },
          ]}
        />
      }
    />
  );
}

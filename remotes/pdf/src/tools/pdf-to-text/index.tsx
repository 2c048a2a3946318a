import { CONVERT_TYPES, type ToolMeta } from '@toolhub/contracts';
import { ConvertScreen } from '../convert/ConvertScreen';
import { useT } from '../convert/messages';
import { TextPreview } from '../convert/TextPreview';

/** PDF to text (charged): the text as a TXT download, its beginning shown on the page. */
export default function PdfToText({ tool }: { tool: ToolMeta }) {
  const t = useT();
  return (
    <ConvertScreen
      tool={tool}
      type={CONVERT_TYPES.PdfToText}
      kinds={['pdf']}
      max={1}
      hint={t('pdfHint')}
      note={t('textNote')}
      actionLabel={t('convert')}
      renderResultExtra={({ files }) => {
        const text = files.find((file) => /\.txt$/i.test(file.name));
        return text ? <TextPreview file={text} /> : null;
      }}
    />
  );
}

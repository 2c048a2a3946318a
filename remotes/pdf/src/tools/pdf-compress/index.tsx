import { REQ_TYPES, type CompressLevel, type PdfCompressInput, type ToolMeta } from '@toolhub/contracts';
import { useState } from 'react';
import { useT as useFamilyT } from '../../messages';
import { ChoiceGroup } from '../../shared/ChoiceGroup';
import { PagesPreview } from '../../shared/PagesPreview';
import { ResultCard } from '../../shared/ResultCard';
import { ToolScreen } from '../../shared/ToolScreen';
import { usePdfTool } from '../../shared/use-pdf-tool';
import { useT } from './messages';

/** PDF compression (tool 29, charged): one PDF, a level, and the size before and after. */
export default function PdfCompress({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const family = useFamilyT();
  const pdf = usePdfTool({ tool, type: REQ_TYPES.PdfCompress, kinds: ['pdf'], max: 1 });
  const [level, setLevel] = useState<CompressLevel>('recommended');
  const [file] = pdf.chosen.files;

  const compress = () => {
    if (!file?.upload.cosName) return;
    const input: PdfCompressInput = { file: file.upload.cosName, level, ...(file.password ? { password: file.password } : {}) };
    void pdf.task.run(input);
  };

  return (
    <ToolScreen
      pdf={pdf}
      fileHint={t('hint')}
      preview={file?.document && <PagesPreview document={file.document} title={family('filePreview')} />}
      options={
        <ChoiceGroup<CompressLevel>
          legend={t('level')}
          value={level}
          onChange={setLevel}
          choices={[
            { value: 'light', title: t('light'), hint: t('lightHint') },
            { value: 'recommended', title: t('recommended'), hint: t('recommendedHint') },
            { value: 'strong', title: t('strong'), hint: t('strongHint') },
          ]}
        />
      }
      actionLabel={t('compress')}
      onRun={compress}
      renderResult={(outcome) => <ResultCard outcome={outcome} showSaving />}
    />
  );
}

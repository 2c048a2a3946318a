import { REQ_TYPES, type CompressLevel, type PdfCompressInput, type ToolMeta } from '@toolhub/contracts';
import { cardsOf, RadioGroup } from '@toolhub/ui';
import { useState } from 'react';
import { ResultCard } from '../../shared/ResultCard';
import { ToolScreen } from '../../shared/ToolScreen';
import { useOnePdf } from '../../shared/use-pdf-tool';
import { useT } from './messages';

const LEVELS: readonly CompressLevel[] = ['light', 'recommended', 'strong'];

/** PDF compression (tool 29, charged): one PDF, a level, and the size before and after. */
export default function PdfCompress({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const { pdf, runWith } = useOnePdf(tool, REQ_TYPES.PdfCompress);
  const [level, setLevel] = useState<CompressLevel>('recommended');

  return (
    <ToolScreen
      pdf={pdf}
      fileHint={t('hint')}
      showPages
      options={<RadioGroup variant="card" label={t('level')} value={level} onChange={setLevel} options={cardsOf(LEVELS, t)} />}
      actionLabel={t('compress')}
      onRun={() => runWith((stored): PdfCompressInput => ({ ...stored, level }))}
      renderResult={(outcome) => <ResultCard outcome={outcome} showSaving />}
    />
  );
}

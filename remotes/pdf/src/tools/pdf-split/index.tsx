import { REQ_TYPES, type PdfSplitInput, type ToolMeta } from '@toolhub/contracts';
import { cardsOf, Field, Input, RadioGroup } from '@toolhub/ui';
import { useState } from 'react';
import { ToolScreen } from '../../shared/ToolScreen';
import { useOnePdf } from '../../shared/use-pdf-tool';
import { useT } from './messages';
import { PageRangeField } from './PageRangeField';
import { splitPlan, type SplitMode } from './plan';
import { SplitPreview } from './SplitPreview';
import styles from './pdf-split.module.css';

const MODES: readonly SplitMode[] = ['ranges', 'every', 'single'];

/**
 * PDF split (tool 16): by page ranges, every N pages, or one file per page, with a preview of
 * which page goes into which file. Several files come back as one zip.
 */
export default function PdfSplit({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const { pdf, file, runWith } = useOnePdf(tool, REQ_TYPES.PdfSplit);
  const [mode, setMode] = useState<SplitMode>('ranges');
  const [ranges, setRanges] = useState('');
  const [every, setEvery] = useState('1');
  const pageCount = file?.reading === 'read' ? file.pageCount : undefined;
  const plan = splitPlan({ mode, ranges, every }, pageCount);

  const split = () => {
    if (!plan.ok) return;
    runWith(
      (stored, chosen): PdfSplitInput => ({
        ...stored,
        // The parts are named after it (`report-1-3.pdf`).
        name: chosen.file.name,
        mode,
        ...(mode === 'ranges' ? { ranges } : {}),
        ...(mode === 'every' ? { every: Number(every) } : {}),
      }),
    );
  };

  return (
    <ToolScreen
      pdf={pdf}
      fileHint={t('hint')}
      preview={file?.document && <SplitPreview document={file.document} plan={plan} />}
      options={
        <>
          <RadioGroup variant="card" label={t('mode')} value={mode} onChange={setMode} options={cardsOf(MODES, t)} />
          {mode === 'ranges' && <PageRangeField value={ranges} onChange={setRanges} plan={plan} pageCount={pageCount} />}
          {mode === 'every' && (
            <Field label={t('everyLabel')} error={plan.ok ? undefined : t('badEvery')}>
              {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={pageCount} value={every} onChange={(event) => setEvery(event.currentTarget.value)} />}
            </Field>
          )}
          {plan.ok && plan.groups.length > 0 && (
            <p className={styles.summary} aria-live="polite">
              {t('willMake', { count: plan.groups.length })}
            </p>
          )}
        </>
      }
      actionLabel={t('split')}
      blocker={plan.ok ? undefined : mode === 'every' ? t('badEvery') : ranges.trim() ? t('fixRanges') : t('noPages')}
      onRun={split}
    />
  );
}

import { REQ_TYPES, type PdfSplitInput, type ToolMeta } from '@toolhub/contracts';
import { useId, useState } from 'react';
import { ChoiceGroup } from '../../shared/ChoiceGroup';
import { ToolScreen } from '../../shared/ToolScreen';
import { usePdfTool } from '../../shared/use-pdf-tool';
import { useT } from './messages';
import { PageRangeField } from './PageRangeField';
import { splitPlan, type SplitMode } from './plan';
import { SplitPreview } from './SplitPreview';
import shared from '../../shared/shared.module.css';
import styles from './pdf-split.module.css';

/**
 * PDF split (tool 16): by page ranges, every N pages, or one file per page, with a preview of
 * which page goes into which file. Several files come back as one zip.
 */
export default function PdfSplit({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const everyId = useId();
  const pdf = usePdfTool({ tool, type: REQ_TYPES.PdfSplit, kinds: ['pdf'], max: 1 });
  const [mode, setMode] = useState<SplitMode>('ranges');
  const [ranges, setRanges] = useState('');
  const [every, setEvery] = useState('1');
  const [file] = pdf.chosen.files;
  const pageCount = file?.reading === 'read' ? file.pageCount : undefined;
  const plan = splitPlan({ mode, ranges, every }, pageCount);
  const everyError = mode === 'every' && !plan.ok;

  const split = () => {
    if (!file?.upload.cosName || !plan.ok) return;
    const input: PdfSplitInput = {
      file: file.upload.cosName,
      // The parts are named after it (`report-1-3.pdf`).
      name: file.file.name,
      mode,
      ...(mode === 'ranges' ? { ranges } : {}),
      ...(mode === 'every' ? { every: Number(every) } : {}),
      ...(file.password ? { password: file.password } : {}),
    };
    void pdf.task.run(input);
  };

  return (
    <ToolScreen
      pdf={pdf}
      fileHint={t('hint')}
      preview={file?.document && <SplitPreview document={file.document} plan={plan} />}
      options={
        <>
          <ChoiceGroup<SplitMode>
            legend={t('mode')}
            value={mode}
            onChange={setMode}
            choices={[
              { value: 'ranges', title: t('ranges'), hint: t('rangesHint') },
              { value: 'every', title: t('every'), hint: t('everyHint') },
              { value: 'single', title: t('single'), hint: t('singleHint') },
            ]}
          />
          {mode === 'ranges' && <PageRangeField value={ranges} onChange={setRanges} plan={plan} pageCount={pageCount} />}
          {mode === 'every' && (
            <div className={shared.field}>
              <label className={shared.label} htmlFor={everyId}>
                {t('everyLabel')}
              </label>
              <input
                id={everyId}
                className={shared.textInput}
                type="number"
                inputMode="numeric"
                min={1}
                max={pageCount}
                value={every}
                aria-invalid={everyError ? true : undefined}
                aria-describedby={everyError ? `${everyId}-error` : undefined}
                onChange={(event) => setEvery(event.currentTarget.value)}
              />
              {everyError && (
                <p id={`${everyId}-error`} className={shared.fieldError}>
                  {t('badEvery')}
                </p>
              )}
            </div>
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

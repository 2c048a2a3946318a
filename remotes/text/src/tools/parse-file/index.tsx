import { TEXT_TYPES, parseFileResultSchema, type ParseFileInput, type ParseFileResult, type ToolMeta } from '@toolhub/contracts';
import { clickEquityTip, useEquityTip } from '@toolhub/sdk';
import { Button, DownloadCard, EquityTipBar, GateNotice, Panel, ResultArea, SegmentedControl, useChargingGate } from '@toolhub/ui';
import { useState } from 'react';
import { useT as useFamilyT } from '../../messages';
import { CopyButton } from '../../shared/CopyButton';
import { DocumentPicker } from '../../shared/DocumentPicker';
import { useDocument } from '../../shared/use-document';
import { useTextTask } from '../../shared/use-text-task';
import styles from '../../shared/text.module.css';
import { useT } from './messages';

/** The document's structure: pages, sheets as tables, or headings / paragraphs / lists. */
function Structure({ result }: { result: ParseFileResult }) {
  const t = useT();
  if (result.Sheets)
    return (
      <div className={styles.stack}>
        {result.Sheets.map((sheet) => (
          <section key={sheet.Name} className={styles.stack} aria-label={t('sheet', { name: sheet.Name })}>
            <h3 className={styles.note}>{t('sheet', { name: sheet.Name })}</h3>
            <table className={styles.table}>
              <tbody>
                {sheet.Rows.map((row, index) => (
                  <tr key={index}>
                    {row.map((cell, column) => (
                      <td key={column}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
    );
  if (result.Pages)
    return (
      <div className={styles.stack}>
        {result.Pages.map((page, index) => (
          <section key={index} className={styles.stack} aria-label={t('page', { page: index + 1 })}>
            <h3 className={styles.note}>{t('page', { page: index + 1 })}</h3>
            <pre className={styles.plain}>{page}</pre>
          </section>
        ))}
      </div>
    );
  return (
    <ol className={styles.stack}>
      {(result.Blocks ?? []).map((block, index) => (
        <li key={index}>
          <span className={styles.where}>{block.Kind === 'heading' ? t('heading', { level: block.Level ?? 1 }) : block.Kind === 'list' ? t('list') : block.Kind === 'table' ? t('table') : ''}</span>
          {block.Kind === 'heading' ? <strong>{block.Text}</strong> : <span className={styles.original}>{block.Text}</span>}
        </li>
      ))}
    </ol>
  );
}

/**
 * Parse file: the text and structure of a PDF, Word, Excel or PowerPoint file — the full text
 * to copy or download, and its pages, sheets or headings to look through.
 */
export default function ParseFile({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const family = useFamilyT();
  const [view, setView] = useState<'text' | 'structure'>('text');
  const [touched, setTouched] = useState(false);
  const document = useDocument(tool);
  const gate = useChargingGate(tool);
  const tip = useEquityTip(tool.scene);
  const task = useTextTask(tool, TEXT_TYPES.ParseFile, parseFileResultSchema);
  const fileError = !document.chosen ? family('chooseFirst') : !document.stored ? family('waitForUpload') : undefined;

  const run = () => {
    setTouched(true);
    if (gate !== 'open' || fileError || task.running) return;
    const input: ParseFileInput = { file: document.stored!.file, name: document.stored!.name };
    void task.run(input);
  };
  const outcome = task.state.status === 'done' ? task.state.outcome : undefined;
  const done = outcome?.result;
  const file = outcome?.files[0];

  return (
    <div className={styles.screen}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <Panel as="fieldset" variant="bordered" disabled={task.running}>
          <DocumentPicker document={document} disabled={task.running} />
          {touched && fileError && <p className={styles.error}>{fileError}</p>}
        </Panel>
        <Button type="submit" block loading={task.running || gate === 'checking'} disabled={gate === 'needsLogin' || gate === 'usedUp'}>
          {t('run')}
        </Button>
        <GateNotice gate={gate} texts={{ needsLogin: family('needsLogin'), usedUp: family('usedUp') }} />
        {tip.text && <EquityTipBar text={tip.text} onClick={() => void clickEquityTip()} />}
      </form>

      <ResultArea className={styles.result} title={t('resultTitle')} state={task.area} progress={task.progress} busyText={t('busy')} error={task.error} actions={done && <CopyButton text={done.Text} />}>
        {done && (
          <div className={styles.stack}>
            <p className={styles.note}>
              {t('format', { format: done.Format.toUpperCase() })} · {family('characters', { count: done.Characters })}
            </p>
            {file && <DownloadCard name={file.name} href={file.url} type="text/plain" downloadLabel={family('downloadText')} />}
            <SegmentedControl label={t('view')} value={view} onChange={setView} options={(['text', 'structure'] as const).map((value) => ({ value, label: t(`view_${value}`) }))} />
            {view === 'text' ? <pre className={styles.plain}>{done.Text}</pre> : <Structure result={done} />}
          </div>
        )}
      </ResultArea>
    </div>
  );
}

import { clickEquityTip, useEquityTip } from '@toolhub/sdk';
import { Button, EquityTipBar, GateNotice, Panel, Progress, useChargingGate } from '@toolhub/ui';
import type { ReactNode } from 'react';
import { useT } from '../messages';
import type { PdfFailure } from './failures';
import { FilePanel, type FilePanelProps } from './FilePanel';
import { PagesPreview } from './PagesPreview';
import { PasswordPrompt } from './PasswordPrompt';
import { readinessOf, type Readiness } from './readiness';
import { ResultCard } from './ResultCard';
import { ResultPages } from './ResultPages';
import type { PdfTaskOutcome } from './use-pdf-task';
import type { PdfTool } from './use-pdf-tool';
import styles from './shared.module.css';

export interface ToolScreenProps extends Pick<FilePanelProps, 'reorderable' | 'renderExtra' | 'renderNote'> {
  /** The tool's files and task (`usePdfTool`). */
  pdf: PdfTool;
  /** What the tool takes, under the upload box. */
  fileHint: string;
  /** A file's password form; by default when it is locked or the server asked for its password. */
  renderUnlock?: FilePanelProps['renderUnlock'];
  /** The pages of the file (split's plan, a file's preview): under the files on a wide screen, after the button on a phone. */
  preview?: ReactNode;
  /** No preview of its own: the first file's pages, under this title ('file preview' when true). */
  showPages?: true | string;
  /** The tool's options, above the main button. */
  options?: ReactNode;
  /** A line about what the tool does beyond its description (PDF → Word keeps what the engine can). */
  note?: ReactNode;
  actionLabel: string;
  /** Whether the files are ready (stored, read, unlocked); by default as `readinessOf` judges them. */
  readiness?: Readiness;
  /** The least number of files the tool takes (merge: 2). */
  minFiles?: number;
  /** What the tool's own options still lack once the files are ready ("enter a page range"). */
  blocker?: string;
  onRun: () => void;
  /** The result; the shared card by default. */
  renderResult?: (outcome: PdfTaskOutcome) => ReactNode;
  /** Once done, the made PDF's pages take the preview's place (merge, conversions to PDF). */
  previewResult?: boolean;
  /** Under a failure: the way on for one the tool knows (a scan → text recognition). */
  renderFailureHelp?: (failure: PdfFailure | undefined) => ReactNode;
}

/**
 * The screen every tool of the family shares (spec §2's tool page, the recognition screen's
 * shape): files and the equity tip bar on the left; options, the main button with the status
 * line and progress, the failure and the result on the right. One column on a phone, the main
 * button right under the files where a thumb reaches it.
 */
export function ToolScreen(props: ToolScreenProps) {
  const { pdf, options, note, actionLabel, minFiles = 1, blocker, onRun, renderResult, previewResult = false, renderFailureHelp, showPages } = props;
  const { tool, chosen, task, running } = pdf;
  const [first] = chosen.files;
  const { state } = task;
  const t = useT();
  const gate = useChargingGate(tool);
  const tip = useEquityTip(tool.scene);
  const readiness = props.readiness ?? readinessOf(chosen.files, { min: minFiles });
  const ready = readiness.ready && !blocker;
  const waitingFor = readiness.waitingFor ? t(readiness.waitingFor, { min: minFiles }) : blocker;
  const statusText = running ? t('processing') : state.status === 'done' ? t('processed') : '';
  const madePdf = state.status === 'done' && previewResult ? state.outcome.files.find((file) => /\.pdf$/i.test(file.name)) : undefined;
  const preview = props.preview ?? (showPages && first?.document && <PagesPreview document={first.document} title={showPages === true ? t('filePreview') : showPages} />);
  const shownPreview = madePdf ? <ResultPages key={madePdf.url} file={madePdf} /> : preview;

  const run = () => {
    // Blocked by charging: the button says so (spec §5); a press that slips through does nothing.
    if (gate !== 'open' || !ready || running) return;
    onRun();
  };

  return (
    <div className={styles.screen}>
      <div className={styles.files}>
        <FilePanel
          tool={tool}
          chosen={chosen}
          kinds={pdf.kinds}
          max={pdf.max}
          reorderable={props.reorderable}
          disabled={running}
          hint={props.fileHint}
          renderUnlock={props.renderUnlock ?? ((file) => <PasswordPrompt file={file} chosen={chosen} state={state} disabled={running} />)}
          renderExtra={props.renderExtra}
          renderNote={props.renderNote}
        />
        {tip.text && <EquityTipBar text={tip.text} onClick={() => void clickEquityTip()} />}
      </div>
      {shownPreview && <div className={styles.preview}>{shownPreview}</div>}

      <div className={styles.side}>
        {note && <p className={styles.note}>{note}</p>}
        {/* A form: Enter in an option runs the tool, and password managers see its password fields. */}
        <form
          className={styles.stack}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            run();
          }}
        >
          {options && (
            <Panel as="fieldset" variant="bordered" disabled={running}>
              {options}
            </Panel>
          )}
          <div className={styles.action}>
            <Button type="submit" block loading={running || gate === 'checking'} disabled={!ready || gate === 'needsLogin' || gate === 'usedUp'}>
              {actionLabel}
            </Button>
            {/* Always mounted, so a screen reader announces each change of it. */}
            {/* Done, the result card says it to the eye; the line still says it to a screen reader. */}
            <p className={state.status === 'done' ? 'th-visually-hidden' : styles.status} role="status" aria-live="polite">
              {statusText}
            </p>
            {state.status === 'running' && <Progress value={state.progress} label={t('taskProgress')} />}
            {!ready && !running && waitingFor && <p className={styles.waiting}>{waitingFor}</p>}
            <GateNotice gate={gate} texts={{ needsLogin: t('needsLogin'), usedUp: t('usedUp') }} />
          </div>
        </form>

        {state.status === 'failed' && (
          <div className={styles.alert} role="alert">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7.5v5.5M12 16.5v.01" />
            </svg>
            <span>
              {state.message}
              {renderFailureHelp?.(state.failure)}
            </span>
          </div>
        )}
        {state.status === 'done' && (
          <>
            {renderResult ? renderResult(state.outcome) : <ResultCard outcome={state.outcome} />}
            <Button variant="outline" block onClick={pdf.startOver}>
              {t('startOver')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

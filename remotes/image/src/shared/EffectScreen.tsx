import type { ToolMeta } from '@toolhub/contracts';
import { clickEquityTip, ensureCompliance, useEquityTip } from '@toolhub/sdk';
import { Button, EquityTipBar, GateNotice, Panel, ResultArea, UploadBox, IMAGE_ACCEPT, useChargingGate } from '@toolhub/ui';
import { useEffect, type ReactNode } from 'react';
import { useT } from '../messages';
import { PictureView } from './PictureView';
import { EffectResult } from './EffectResult';
import { useEffectTask, type EffectOutcome } from './use-effect-task';
import { usePicture, type StoredPicture } from './use-picture';
import styles from './image.module.css';

export interface EffectScreenProps {
  tool: ToolMeta;
  /** business_data.type: IMAGE_EFFECT_TYPES.X. */
  type: number;
  /** The tool's options, above the main button. */
  options?: ReactNode;
  /** A quiet line under the options: a limit, what the engine is. */
  note?: ReactNode;
  actionLabel: string;
  /** What the tool's own options still lack ("upload the background first"); the button waits for it. */
  blocker?: string;
  /** The task's input from the stored picture and the options. */
  input: (stored: StoredPicture) => unknown;
  /** What was done, in the visitor's words, from the engine's figures. */
  facts?: (outcome: EffectOutcome) => string[];
}

/**
 * The screen every effect of the family shares (spec §2's tool page): the picture and the
 * equity tip bar on the left — once done, the picture becomes the before / after comparison —
 * and the options, the main button, progress, failure and download on the right. One column
 * on a phone, the button right under the picture.
 */
export function EffectScreen({ tool, type, options, note, actionLabel, blocker, input, facts }: EffectScreenProps) {
  const t = useT();
  const picture = usePicture(tool);
  const task = useEffectTask(tool, type);
  const gate = useChargingGate(tool);
  const tip = useEquityTip(tool.scene);
  const { state, reset } = task;
  const running = state.status === 'running';
  const upload = picture.picture?.upload;

  // A new picture makes the last result stale.
  const pictureUrl = picture.picture?.preview.url;
  useEffect(() => reset(), [pictureUrl, reset]);

  const waitingFor = !picture.picture ? t('chooseFirst') : upload?.phase === 'uploading' ? t('waitForUpload') : blocker;
  const ready = Boolean(picture.stored) && !blocker;
  const run = () => {
    // Blocked by charging: the button says so (spec §5); a press that slips through does nothing.
    if (gate !== 'open' || !ready || !picture.stored || running) return;
    void task.run(input(picture.stored));
  };
  const startOver = () => {
    reset();
    picture.clear();
  };

  const done = state.status === 'done' ? state.outcome : undefined;
  return (
    <div className={styles.screen}>
      <div className={styles.picture}>
        {picture.picture ? (
          <PictureView picture={picture} result={done} disabled={running} />
        ) : (
          <>
            <UploadBox accept={IMAGE_ACCEPT} maxSize={picture.maxBytes} limits={picture.limits} busy={picture.preparing} beforeSelect={() => ensureCompliance()} onReject={picture.refuse} onFiles={([file]) => void picture.choose(file)} />
            <p className={styles.hint}>{t('pictureHint')}</p>
          </>
        )}
        {picture.refusal && (
          <p className={styles.alert} role="alert">
            {picture.refusal}
          </p>
        )}
        {tip.text && <EquityTipBar text={tip.text} onClick={() => void clickEquityTip()} />}
      </div>

      <div className={styles.side}>
        {/* A form: Enter in an option runs the effect. */}
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
          {note && <p className={styles.quiet}>{note}</p>}
          <div className={styles.action}>
            <Button type="submit" block loading={running || gate === 'checking'} disabled={!ready || gate === 'needsLogin' || gate === 'usedUp'}>
              {actionLabel}
            </Button>
            {!running && waitingFor && <p className={styles.waiting}>{waitingFor}</p>}
            <GateNotice gate={gate} texts={{ needsLogin: t('needsLogin'), usedUp: t('usedUp') }} />
          </div>
        </form>

        <ResultArea
          title={t('resultTitle')}
          state={state.status === 'idle' ? 'empty' : state.status === 'running' ? 'busy' : state.status === 'failed' ? 'error' : 'ready'}
          progress={state.status === 'running' ? state.progress : undefined}
          busyText={t('processing')}
          error={state.status === 'failed' ? state.message : undefined}
        >
          {done && <EffectResult outcome={done} facts={[...(facts?.(done) ?? []), ...(done.result.Frames ? [t('animatedNote')] : [])]} />}
        </ResultArea>
        {done && (
          <Button variant="outline" block onClick={startOver}>
            {t('startOver')}
          </Button>
        )}
      </div>
    </div>
  );
}

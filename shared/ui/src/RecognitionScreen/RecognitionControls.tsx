import { useUploadProgress } from '@toolhub/sdk';
import type { ReactNode } from 'react';
import { Button } from '@toolhub/ui/core';
import { CheckGlyph } from '../internal/icons';
import { useT } from '../messages';
import { Progress } from '../Progress/Progress';
import type { ChargingGate } from './charging-gate';
import { GateNotice } from './GateNotice';
import type { RecognitionState } from './recognition-state';
import styles from './RecognitionScreen.module.css';

export interface RecognitionControlsProps {
  status: RecognitionState<unknown>['status'];
  /** The last run ended in an error: the status line then says nothing (the alert does). */
  failed: boolean;
  gate: ChargingGate;
  /** The tool's own options. */
  options?: ReactNode;
  /** The card-side selector, for card types with sides. */
  sideSelector?: ReactNode;
  onChangeImage: () => void;
  onRecognise: () => void;
}

/** The bottom area once an image is chosen: options, the status line, 'change image' and 'recognise image'. */
export function RecognitionControls({ status, failed, gate, options, sideSelector, onChangeImage, onRecognise }: RecognitionControlsProps) {
  const t = useT();
  const upload = useUploadProgress();
  const doing = status === 'doing';
  const uploading = doing && (upload?.phase === 'preparing' || upload?.phase === 'uploading');
  const statusText = doing ? t('recognising') : status === 'done' && !failed ? t('recognised') : '';

  return (
    <div className={styles.controls}>
      {(options || sideSelector) && (
        <div className={styles.options}>
          {options}
          {sideSelector}
        </div>
      )}
      <div className={styles.actionRow}>
        {/* Always mounted, so a screen reader announces each change of it. */}
        <p className={styles.status} role="status" aria-live="polite" data-state={doing ? 'doing' : statusText ? 'done' : undefined}>
          {doing && <span className={styles.statusSpinner} aria-hidden="true" />}
          {statusText && !doing && <CheckGlyph className={styles.statusCheck} />}
          {statusText}
        </p>
        <div className={styles.buttons}>
          <Button variant="outline" onClick={onChangeImage} disabled={doing}>
            {t('changeImage')}
          </Button>
          <Button onClick={onRecognise} loading={doing || gate === 'checking'} disabled={gate === 'needsLogin' || gate === 'usedUp'}>
            {t('recogniseImage')}
          </Button>
        </div>
      </div>
      {uploading && <Progress value={upload?.ratio ?? 0} label={t('uploadProgress')} />}
      <GateNotice gate={gate} />
    </div>
  );
}

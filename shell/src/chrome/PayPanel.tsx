import { closePayPanel, payPanelAtom, useSdkValue } from '@toolhub/sdk';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useT } from './messages';
import styles from './PayPanel.module.css';

/** The pay overlay of `openPayPanel()`: the same-host pay page in a centred frame (spec §2). */
export function PayPanel() {
  const panel = useSdkValue(payPanelAtom);
  const t = useT();
  const closeRef = useRef<HTMLButtonElement>(null);
  const isOpen = Boolean(panel);

  useEffect(() => {
    if (!isOpen) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closePayPanel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen]);

  if (!panel) return null;
  return (
    <div className={styles.mask} data-closing={panel.closing}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t('payTitle')}
        className={styles.panel}
        style={{ '--pay-frame-width': `${panel.width}px`, '--pay-frame-height': `${panel.height}px` } as CSSProperties}
      >
        <iframe className={styles.frame} src={panel.url} title={t('payFrameTitle')} />
        <button ref={closeRef} type="button" className={styles.close} aria-label={t('closePay')} onClick={closePayPanel}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
    </div>
  );
}

import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../IconButton/IconButton';
import { CloseGlyph } from '../internal/icons';
import { useT } from '../core-messages';
import { modalKeyDown, useInitialFocus } from './focus-trap';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Clicking the mask closes the dialog (default true). */
  closeOnMask?: boolean;
  /** Class of the dialog panel. */
  className?: string;
  /** Panel width, e.g. 400 or '32rem'; never wider than the screen. */
  width?: number | string;
  /** center by default; top-end for a PC notice; bottom for a mobile sheet. */
  placement?: 'center' | 'top-end' | 'bottom';
}

/** A modal dialog: mask, title, close button, focus kept inside, Escape closes. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({ onClose, title, children, footer, closeOnMask = true, className, width, placement = 'center' }: DialogProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useInitialFocus(panelRef);

  const style: CSSProperties | undefined = width === undefined ? undefined : { width: typeof width === 'number' ? `${width}px` : width };
  return (
    <div
      className={`${styles.mask} ${styles[placement]}`}
      // Keeps focus in the dialog when the mask is pressed.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) event.preventDefault();
      }}
      onClick={(event) => {
        if (closeOnMask && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.panel, className].filter(Boolean).join(' ')}
        style={style}
        onKeyDown={modalKeyDown(onClose)}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton className={styles.close} size="sm" label={t('close')} icon={<CloseGlyph />} onClick={onClose} />
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}

import { NOTICE_DIALOG_WIDTH } from '@toolhub/contracts';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { useT } from '../core-messages';
import styles from './NoticeDialog.module.css';

export interface NoticeDialogProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** pc: top right, 400 px wide; mobile: a bottom sheet (spec §2 "Notice dialog"). */
  variant: 'pc' | 'mobile';
  /** 'Tip' / '提示' unless given. */
  title?: ReactNode;
  /** 'I know' / '我知道了' unless given. */
  buttonText?: string;
}

export function NoticeDialog({ open, onClose, children, variant, title, buttonText }: NoticeDialogProps) {
  const t = useT();
  const onPc = variant === 'pc';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title ?? t('noticeTitle')}
      placement={onPc ? 'top-end' : 'bottom'}
      width={onPc ? NOTICE_DIALOG_WIDTH : undefined}
      className={onPc ? styles.pc : styles.mobile}
      footer={
        <Button block={!onPc} onClick={onClose} data-autofocus>
          {buttonText ?? t('noticeButton')}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}

import { toast } from '@toolhub/sdk';
import { Button } from '@toolhub/ui';
import type { ReactNode } from 'react';

export interface CopyButtonProps {
  /** What goes on the clipboard, read when pressed. */
  text: () => string;
  /** The toasts after it: copied, or the clipboard refused. */
  copied: string;
  failed: string;
  children: ReactNode;
}

/** 'Copy all' of a result: the text onto the clipboard, and a toast saying how it went. */
export function CopyButton({ text, copied, failed, children }: CopyButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      toast(copied, { kind: 'success' });
    } catch {
      // No clipboard (an old browser, a denied permission): the result stays selectable.
      toast(failed, { kind: 'error' });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()}>
      {children}
    </Button>
  );
}

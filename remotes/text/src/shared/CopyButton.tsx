import { Button } from '@toolhub/ui';
import { useState } from 'react';
import { useT } from '../messages';

/** Copies a result's text; says "已复制" once it did (a screen reader hears the button's new name). */
export function CopyButton({ text }: { text: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
    >
      {copied ? t('copied') : t('copy')}
    </Button>
  );
}

import { Button } from '@toolhub/ui/core';
import { useState } from 'react';
import { useT } from './messages';
import common from './common.module.css';
import styles from './SecretOnce.module.css';

/**
 * A password or token the hub made, shown this once: the server keeps only its hash, so once
 * dismissed (or the page left) nobody can show it again — a new one can be made instead.
 */
export function SecretOnce({ label, secret, onDismiss }: { label: string; secret: string; onDismiss: () => void }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.secret} role="status">
      <p className={common.hint}>{label}</p>
      <code className={`${common.mono} ${styles.value}`} data-testid="secret-once">
        {secret}
      </code>
      <div className={styles.actions}>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(() => setCopied(true), () => undefined);
          }}
        >
          {t(copied ? 'copied' : 'copy')}
        </Button>
        <Button variant="text" size="sm" onClick={onDismiss}>
          {t('dismissSecret')}
        </Button>
      </div>
    </div>
  );
}

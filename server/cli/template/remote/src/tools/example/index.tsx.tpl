import type { ToolMeta } from '@toolhub/contracts';
import { Button } from '@toolhub/ui';
import { useId, useState } from 'react';
import { useT, type MessageKey } from '../../messages';
import { countText, type TextCounts } from './count';
import styles from './example.module.css';

const FIGURES: (keyof TextCounts & MessageKey)[] = ['characters', 'charactersNoSpaces', 'words', 'lines'];

export default function Example({ tool }: { tool: ToolMeta }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const counts = countText(text);
  // The build writes in the version `pnpm toolhub publish` built; a workspace build has package.json's.
  const version = process.env.TOOLHUB_REMOTE_VERSION ?? 'dev';

  return (
    <section className={styles.tool} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {tool.name}
      </h2>
      <label className={styles.label} htmlFor={`${id}-text`}>
        {t('textLabel')}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.text}
        rows={8}
        value={text}
        placeholder={t('textPlaceholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <dl className={styles.figures} aria-live="polite">
        {FIGURES.map((figure) => (
          <div key={figure} className={styles.figure}>
            <dt>{t(figure)}</dt>
            <dd>{counts[figure]}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.footer}>
        <Button variant="outline" disabled={!text} onClick={() => setText('')}>
          {t('clear')}
        </Button>
        <span className={styles.version}>{t('version', { version })}</span>
      </div>
    </section>
  );
}

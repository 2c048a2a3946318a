import { DownloadCard } from '@toolhub/ui';
import { useT } from '../messages';
import type { EffectOutcome } from './use-effect-task';
import styles from './image.module.css';

/** The made picture to download and what was done (each tool's note above says what its engine is). */
export function EffectResult({ outcome, facts }: { outcome: EffectOutcome; facts: string[] }) {
  const t = useT();
  const { result, image } = outcome;
  return (
    <div className={styles.stack}>
      <DownloadCard
        name={image.name}
        src={image.url}
        href={image.url}
        meta={t('resultSize', { width: result.Width, height: result.Height })}
        downloadLabel={t('download')}
      />
      {facts.length > 0 && (
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

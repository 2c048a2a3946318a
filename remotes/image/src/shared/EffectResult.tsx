import { DownloadCard } from '@toolhub/ui';
import { useT } from '../messages';
import type { EffectOutcome } from './use-effect-task';
import styles from './image.module.css';

/** The made picture to download, what was done, and which engine did it — named as it is. */
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
      <p className={styles.quiet}>{t('engineNote', { engine: t(`engine_${result.Engine}`) })}</p>
    </div>
  );
}

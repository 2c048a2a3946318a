import { useT } from '../messages';
import styles from './shared.module.css';

/** "Source: … · effective …" under every figure a visitor may rely on. */
export function SourceNote({ source, date }: { source: string; date?: string }) {
  const t = useT();
  return (
    <p className={styles.source}>
      {t('source', { source })}
      {date && <> · {t('effectiveDate', { date })}</>}
    </p>
  );
}

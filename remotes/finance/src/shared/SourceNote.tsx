import { useT } from '../messages';
import styles from './shared.module.css';

/**
 * A source's own name: the title of a Chinese notice, which stays Chinese on an English page —
 * marked as such, so screen readers read it in Chinese.
 */
export function SourceName({ source }: { source: string }) {
  return (
    <cite lang="zh-CN" className={styles.sourceName}>
      {source}
    </cite>
  );
}

/** "Source: … · effective …" under every figure a visitor may rely on. */
export function SourceNote({ source, date }: { source: string; date?: string }) {
  const t = useT();
  return (
    <p className={styles.source}>
      {t('sourceLabel')}
      <SourceName source={source} />
      {date && <> · {t('effectiveDate', { date })}</>}
    </p>
  );
}

import { useT } from '../messages';
import styles from './shared.module.css';

/**
 * "数据更新至 2025-09-22" / "Data as of 2025-09-22": the newest date in the tables a tool's
 * answer comes from (the hub's `dataAsOf`, issue 22). Until the answer says, an empty line keeps
 * its place, so that the tool below does not move when the date arrives.
 */
export function DataAsOf({ date }: { date?: string }) {
  const t = useT();
  if (!date) return <p className={styles.asOf} aria-hidden="true">{'\u00a0'}</p>;
  return (
    <p className={styles.asOf} data-testid="data-as-of">
      {t('dataAsOf', { date })}
    </p>
  );
}

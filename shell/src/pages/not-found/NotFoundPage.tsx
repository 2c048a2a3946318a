import { useT } from '../../messages';
import styles from './NotFoundPage.module.css';

/** The hub's 404 page; the server answers it with status 404. */
export function NotFoundPage() {
  const t = useT();
  return (
    <section className={styles.page} data-testid="not-found">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundBody')}</p>
      <a className={styles.home} href="/">
        {t('backHome')}
      </a>
    </section>
  );
}

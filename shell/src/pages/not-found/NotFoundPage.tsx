import { useEffect } from 'react';
import { inLocale, trackPageView } from '@toolhub/sdk';
import { useT } from '../../messages';
import styles from './NotFoundPage.module.css';

/**
 * The hub's 404 page (status 404), and the page of a tool switched off in this environment
 * (status 503), which names the tool and says it is unavailable for now.
 */
export function NotFoundPage({ unavailableTool }: { unavailableTool?: string }) {
  const t = useT();
  // Not a tool's page view, whatever the address: the server counts it as 'other'.
  useEffect(() => {
    const page = unavailableTool ? 'tool-off' : 'not-found';
    trackPageView({ page_id: page, page_name: page });
  }, [unavailableTool]);
  return (
    <section className={styles.page} data-testid={unavailableTool ? 'tool-off' : 'not-found'}>
      <p className={styles.code} aria-hidden="true">
        {unavailableTool ? '503' : '404'}
      </p>
      <h1>{t(unavailableTool ? 'toolUnavailableTitle' : 'notFoundTitle')}</h1>
      <p>{unavailableTool ? t('toolOffBody', { name: unavailableTool }) : t('notFoundBody')}</p>
      <a className={styles.home} href={inLocale('/')}>
        {t('backHome')}
      </a>
    </section>
  );
}

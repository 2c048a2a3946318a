import { Suspense, lazy, useMemo, useState } from 'react';
import { inLocale } from '@toolhub/sdk';
import type { HubTool } from '@toolhub/contracts';
import { useHydrated } from '../hydration';
import { useT } from '../messages';
import { ErrorBoundary } from './ErrorBoundary';
import { useFirstView } from './first-view';
import { ToolUnavailableError, loadTool, resetRemote } from './loader';
import styles from './RemoteTool.module.css';

/** Renders one tool from its remote, with a loading state, a retry and an unavailable page. */
export function RemoteTool({ tool }: { tool: HubTool }) {
  const t = useT();
  // Each retry makes a new lazy component so React loads the module again.
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is what asks for a new load
  const Tool = useMemo(() => lazy(() => loadTool(tool).then((component) => ({ default: component }))), [tool, attempt]);

  // The server renders the tool's first view (or the loading state), and the browser hydrates it
  // as it is, then keeps showing it while the remote loads.
  const hydrated = useHydrated();
  const firstView = useFirstView(tool.path);
  const loading = firstView ? (
    // Inert: it looks like the tool but is not it yet; what a visitor typed into it would be lost.
    <div data-first-view="" inert aria-busy="true" dangerouslySetInnerHTML={{ __html: firstView }} />
  ) : (
    // Hidden on a page without scripts (the server's no-script style): it would load forever.
    <div className={styles.loading} role="status" aria-live="polite" data-needs-script="">
      <span className={styles.spinner} aria-hidden="true" />
      {t('loadingTool')}
    </div>
  );
  if (!hydrated) return loading;

  const retry = (reset: () => void) => {
    resetRemote(tool.remote);
    setAttempt((n) => n + 1);
    reset();
  };

  return (
    <ErrorBoundary
      key={attempt}
      fallback={(error, reset) =>
        error instanceof ToolUnavailableError ? (
          <section className={styles.notice} role="alert" data-testid="tool-unavailable">
            <h2>{t('toolUnavailableTitle')}</h2>
            <p>{t('toolUnavailableBody', { name: tool.name })}</p>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} onClick={() => retry(reset)}>
                {t('retry')}
              </button>
              <a className={styles.link} href={inLocale('/')}>
                {t('backHome')}
              </a>
            </div>
          </section>
        ) : (
          <section className={styles.notice} role="alert" data-testid="tool-crashed">
            <h2>{t('renderFailed')}</h2>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} onClick={() => location.reload()}>
                {t('reload')}
              </button>
            </div>
          </section>
        )
      }
    >
      <Suspense fallback={loading}>
        {/* Appears with the tool's first render: e2e and bench wait for it. */}
        <div data-tool-ready={`${tool.remote}${tool.module.slice(1)}`}>
          <Tool tool={tool} />
        </div>
      </Suspense>
    </ErrorBoundary>
  );
}

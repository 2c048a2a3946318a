import type { HubTool, ToolUnavailable } from '@toolhub/contracts';
import { inLocale } from '@toolhub/sdk';
import { useT } from '../../messages';
import styles from './EngineMissingNotice.module.css';

/**
 * What a tool page shows, instead of the tool and its upload box, when the server cannot run
 * the tool's engine (it lacks a program, a font or a model; the server marks the tool in the
 * snapshot). Said before the visitor chooses a file: nothing is uploaded, nothing charged.
 */
export function EngineMissingNotice({ tool, unavailable }: { tool: HubTool; unavailable: ToolUnavailable }) {
  const t = useT();
  return (
    <section className={styles.notice} role="alert" aria-labelledby="engine-missing-title" data-testid="engine-missing">
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M14.7 6.3a4 4 0 0 0-5.4 5.1l-5.6 5.6a1.6 1.6 0 0 0 2.3 2.3l5.6-5.6a4 4 0 0 0 5.1-5.4l-2.5 2.5-2.1-.4-.4-2.1z" />
        </svg>
      </span>
      <h2 id="engine-missing-title" className={styles.title}>
        {t('engineMissingTitle')}
      </h2>
      <p className={styles.body}>{t('engineMissingBody', { name: tool.name })}</p>
      {unavailable.missing.length > 0 && (
        <p className={styles.missing}>
          <span className={styles.missingLabel}>{t('engineMissingPieces')}</span>
          {unavailable.missing.map((piece) => (
            <code key={piece} className={styles.piece}>
              {piece}
            </code>
          ))}
        </p>
      )}
      <p className={styles.hint}>{t('engineMissingHint')}</p>
      <a className={styles.home} href={inLocale('/')}>
        {t('engineMissingHome')}
      </a>
    </section>
  );
}

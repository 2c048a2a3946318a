import type { EnginePieceKind, EnginesReport } from '@toolhub/contracts';
import { Button } from '@toolhub/ui/core';
import { useCallback, useEffect, useId, useState } from 'react';
import { errorMessage, isUnauthorized, type AdminClient } from './admin-api';
import { useT } from './messages';
import { formatTime } from './registry-view';
import common from './common.module.css';
import styles from './EnginesPanel.module.css';

const KIND_KEYS = { program: 'pieceProgram', font: 'pieceFont', model: 'pieceModel' } as const satisfies Record<EnginePieceKind, string>;

/**
 * The server's engines and whether this machine has what each needs (GET /admin/api/engines):
 * what is missing, the command that installs it and the tools it keeps off. "Check again"
 * looks at the machine anew, so tools come back once a package is installed.
 */
export function EnginesPanel({ client }: { client: AdminClient }) {
  const t = useT();
  const titleId = useId();
  const [report, setReport] = useState<EnginesReport>();
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);

  const load = useCallback(
    async (recheck: boolean) => {
      setChecking(recheck);
      try {
        setReport(await client.engines(recheck));
        setError(undefined);
      } catch (failure) {
        if (!isUnauthorized(failure)) setError(errorMessage(failure));
      } finally {
        setChecking(false);
      }
    },
    [client],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  // The engines that lack something come first: they are what ops open this for.
  const engines = report ? [...report.engines].sort((a, b) => Number(b.state === 'missing') - Number(a.state === 'missing')) : [];
  const ready = engines.filter((engine) => engine.state === 'ready').length;

  return (
    <section className={common.card} aria-labelledby={titleId} data-testid="engines-panel">
      <div className={common.cardHead}>
        <h2 id={titleId} className={common.cardTitle}>
          {t('enginesHeading')}
        </h2>
        <div className={styles.headActions}>
          {report && (
            <span className={`${common.tag} ${ready === engines.length ? common.tagSuccess : common.tagWarning}`}>
              {t('enginesSummary', { ready, total: engines.length, time: formatTime(report.checkedAt, true) })}
            </span>
          )}
          <Button variant="outline" loading={checking} onClick={() => void load(true)}>
            {t('enginesRecheck')}
          </Button>
        </div>
      </div>
      <p className={`${common.hint} ${common.cardHint}`}>{t('enginesHint')}</p>

      {error && (
        <div className={`${common.error} ${common.cardLoadError}`} role="alert">
          <span>{t('loadFailed', { message: error })}</span>
          <Button variant="text" onClick={() => void load(false)}>
            {t('retry')}
          </Button>
        </div>
      )}

      {!report ? (
        !error && <p className={common.hint}>{t('loading')}</p>
      ) : (
        <table className={common.dataTable}>
          <thead>
            <tr>
              <th scope="col">{t('colEngine')}</th>
              <th scope="col">{t('colState')}</th>
              <th scope="col">{t('colMissing')}</th>
              <th scope="col">{t('colEngineTools')}</th>
            </tr>
          </thead>
          <tbody>
            {engines.map((engine) => (
              <tr key={engine.engine} data-engine={engine.engine}>
                <td data-label={t('colEngine')}>
                  <code className={common.mono}>{engine.engine}</code>
                </td>
                <td data-label={t('colState')}>
                  <span className={`${common.tag} ${engine.state === 'ready' ? common.tagSuccess : common.tagDanger}`}>{t(engine.state === 'ready' ? 'engineReady' : 'engineMissing')}</span>
                </td>
                <td data-label={t('colMissing')}>
                  {engine.missing.length === 0 ? (
                    <span className={common.muted}>{t('nothing')}</span>
                  ) : (
                    <ul className={styles.pieces}>
                      {engine.missing.map((piece) => (
                        <li key={`${piece.kind}:${piece.name}`}>
                          <span className={styles.piece}>
                            <span className={common.muted}>{t(KIND_KEYS[piece.kind])}</span> <strong>{piece.name}</strong>
                          </span>
                          <code className={`${common.mono} ${styles.command}`}>{piece.install}</code>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td data-label={t('colEngineTools')} className={styles.tools}>
                  {engine.tools.length ? engine.tools.map((tool) => tool.name).join('、') : <span className={common.muted}>{t('engineNoTools')}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import type { RollbackEvidence as Evidence } from '@toolhub/contracts';
import { useT } from './messages';
import { formatRate, formatTime, formatWindow, toDate } from './registry-view';
import common from './common.module.css';
import styles from './AuditLog.module.css';

/**
 * What an automatic rollback was decided on, from its audit entry: the figures against the
 * policy, the phases, the networks with the most failures and the latest failing devices —
 * so ops can tell a broken canary from a flood of reports out of one network.
 */
export function RollbackEvidence({ evidence }: { evidence: Evidence }) {
  const t = useT();
  const { policy } = evidence;
  return (
    <details className={`${styles.details} ${styles.evidence}`}>
      <summary>{t('evidenceSummary')}</summary>
      <p>
        {t('evidenceFigures', {
          failures: evidence.failures,
          loads: evidence.loads,
          failing: evidence.failing_networks,
          networks: evidence.networks,
          window: formatWindow(evidence.window_ms, t),
        })}
      </p>
      <p className={common.muted}>{t('evidencePolicy', { max: formatRate(policy.max_failure_rate), min: policy.min_loads, networks: policy.min_networks })}</p>
      <h4 className={common.label}>{t('evidencePhases')}</h4>
      <ul className={styles.evidenceList}>
        {Object.entries(evidence.phases).map(([phase, count]) => (
          <li key={phase}>{t('evidencePhase', { phase, count })}</li>
        ))}
      </ul>
      <h4 className={common.label}>{t('evidenceNetworks')}</h4>
      <ul className={styles.evidenceList}>
        {evidence.failing_network_list.map(({ network, devices }) => (
          <li key={network} className={common.mono}>
            {t('evidenceNetwork', { network, count: devices })}
          </li>
        ))}
      </ul>
      <h4 className={common.label}>{t('evidenceDevices', { count: evidence.devices.length })}</h4>
      <table className={styles.diff}>
        <thead>
          <tr>
            <th scope="col">{t('colTime')}</th>
            <th scope="col">{t('colDevice')}</th>
            <th scope="col">{t('colNetwork')}</th>
            <th scope="col">{t('colPhase')}</th>
            <th scope="col">{t('colMessage')}</th>
          </tr>
        </thead>
        <tbody>
          {evidence.devices.map((device) => (
            <tr key={device.guid}>
              <td>
                <time dateTime={toDate(device.at).toISOString()}>{formatTime(device.at, true)}</time>
              </td>
              <td className={common.mono}>{device.guid}</td>
              <td className={common.mono}>{device.network ?? t('nothing')}</td>
              <td>{device.phase ?? t('nothing')}</td>
              <td>{device.message ?? t('nothing')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

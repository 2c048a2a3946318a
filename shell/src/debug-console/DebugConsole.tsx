import { getDeviceInfo, getEnv, getLocale } from '@toolhub/sdk';
import { Button, IconButton } from '@toolhub/ui/core';
import { Tabs } from '@toolhub/ui';
import { useState, useSyncExternalStore } from 'react';
import { readSnapshot } from '../snapshot';
import { clearEntries, events, logs, subscribe } from './capture';
import { useT } from './messages';
import styles from './DebugConsole.module.css';

const time = (at: number) => new Date(at).toLocaleTimeString(getLocale(), { hour12: false });

/** A snapshot value that changes whenever an entry arrives, for useSyncExternalStore. */
let version = 0;
subscribe(() => (version += 1));
const useEntriesVersion = () => useSyncExternalStore(subscribe, () => version);

/** The page as the SDK sees it: the host, the device ids, the flags, the remotes served. */
function deviceRows(): [string, string][] {
  const env = getEnv();
  const device = getDeviceInfo();
  const snapshot = readSnapshot();
  const flags = Object.entries(env.pageFlags).filter(([, value]) => value !== undefined && value !== false);
  return [
    ['host', env.hostKind],
    ['is_pc', String(env.isPC)],
    ['platform', env.platform],
    ['sysid', String(env.sysid)],
    ['locale', getLocale()],
    ['guid', device.guid],
    ['qimei36', device.qimei36 || '—'],
    ['qua2', device.qua2],
    ['ua', device.ua],
    ['env', snapshot.env],
    ['remotes', snapshot.remotes.map((remote) => `${remote.name}@${remote.version}`).join(', ') || '—'],
    ['flags', flags.map(([name, value]) => `${name}=${String(value)}`).join(' ') || '—'],
  ];
}

/**
 * The debug console the spec loads on demand (§2 page flags, §7 "Loaded on demand"): the page's
 * logs, its telemetry events and what the SDK knows of the device. A chunk of its own that only
 * a page with `showVConsole` or `isDebug` in its address fetches; it runs under the hub's
 * content policy (no inline style or eval), which is why it is the hub's own and not vConsole.
 */
export function DebugConsole() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  // Read once: none of it changes during a page view.
  const [device] = useState(deviceRows);
  useEntriesVersion();

  const copyAll = async () => {
    const text = [...logs.map((entry) => `${time(entry.at)} [${entry.level}] ${entry.text}`), ...events.map((event) => JSON.stringify(event))].join('\n');
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };

  if (!open) {
    return (
      <button type="button" className={styles.opener} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('open')}
      </button>
    );
  }
  return (
    <section className={styles.panel} role="dialog" aria-label={t('title')}>
      <header className={styles.head}>
        <h2 className={styles.title}>{t('title')}</h2>
        <Button size="sm" variant="outline" onClick={clearEntries}>
          {t('clear')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void copyAll()}>
          {copied ? t('copied') : t('copy')}
        </Button>
        <IconButton label={t('close')} icon="×" onClick={() => setOpen(false)} />
      </header>
      <Tabs
        label={t('tabs')}
        className={styles.tabs}
        items={[
          {
            id: 'logs',
            label: `${t('logs')} (${logs.length})`,
            content: logs.length ? (
              <ol className={styles.list}>
                {logs.map((entry, index) => (
                  <li key={index} className={styles.entry} data-level={entry.level}>
                    <time>{time(entry.at)}</time> {entry.text}
                  </li>
                ))}
              </ol>
            ) : (
              <p className={styles.empty}>{t('noLogs')}</p>
            ),
          },
          {
            id: 'events',
            label: `${t('events')} (${events.length})`,
            content: events.length ? (
              <ol className={styles.list}>
                {events.map((event, index) => (
                  <li key={index} className={styles.entry}>
                    <time>{time(event.at)}</time> <strong>{event.name}</strong> {event.fields.page_id} · {event.fields.act_module}
                    {event.vital && ` · ${event.vital.metric} ${event.vital.value}`}
                    {event.error && ` · ${event.error.source}: ${event.error.message}`}
                  </li>
                ))}
              </ol>
            ) : (
              <p className={styles.empty}>{t('noEvents')}</p>
            ),
          },
          {
            id: 'device',
            label: t('device'),
            content: (
              <dl className={styles.device}>
                {device.map(([name, value]) => (
                  <div key={name} className={styles.row}>
                    <dt>{name}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ),
          },
        ]}
      />
    </section>
  );
}

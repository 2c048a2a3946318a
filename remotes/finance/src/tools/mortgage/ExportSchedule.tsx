import { clickEquityTip, consume, useEquityTip } from '@toolhub/sdk';
import { Button, EquityTipBar } from '@toolhub/ui';
import { useState } from 'react';
import { useT } from '../../messages';
import { scheduleCsv } from './csv';
import type { MonthRow } from './math';
import styles from './mortgage.module.css';

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The schedule's export: one use of the tool's daily quota per file (members export without
 * limit), with the equity tip bar telling what is left and leading to membership.
 */
export function ExportSchedule({ rows, scene }: { rows: MonthRow[]; scene: string }) {
  const t = useT();
  const tip = useEquityTip(scene);
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    if (busy) return;
    setBusy(true);
    // The server decides: a member consumes nothing, otherwise free then paid uses; a refusal
    // (code 2 when the day is used up) is shown by the SDK.
    const { accepted } = await consume(scene);
    setBusy(false);
    if (!accepted) return;
    const headings = { period: t('period'), payment: t('payment'), principal: t('principal'), interest: t('interest'), balance: t('balance') };
    download(scheduleCsv(rows, headings), `${t('scheduleFileName')}.csv`);
  };

  return (
    <div className={styles.export}>
      <Button variant="outlined" onClick={() => void exportCsv()} disabled={busy} aria-busy={busy || undefined}>
        {t('exportSchedule')}
      </Button>
      {tip.text && <EquityTipBar text={tip.text} onClick={() => void clickEquityTip()} />}
    </div>
  );
}

import { clickEquityTip, consume, useEquityTip } from '@toolhub/sdk';
import { Button, EquityTipBar, saveFile } from '@toolhub/ui';
import { useState } from 'react';
import { useT } from '../../messages';
import { scheduleCsv } from './csv';
import type { MonthRow } from './math';
import styles from './mortgage.module.css';

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
    saveFile(scheduleCsv(rows, headings), `${t('scheduleFileName')}.csv`, 'text/csv;charset=utf-8');
  };

  return (
    <div className={styles.export}>
      <Button variant="outline" onClick={() => void exportCsv()} disabled={busy} aria-busy={busy || undefined}>
        {t('exportSchedule')}
      </Button>
      {tip.text && <EquityTipBar text={tip.text} onClick={() => void clickEquityTip()} />}
    </div>
  );
}

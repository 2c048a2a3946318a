import { statisticsResponseSchema } from '@toolhub/contracts';
import { api, getLocale } from '@toolhub/sdk';
import { useEffect, useState } from 'react';
import { useT } from './messages';

/** Asked once per page; every counter on the page shares the answer. */
let helpedCount: Promise<number | undefined> | undefined;

async function fetchHelpedCount(): Promise<number | undefined> {
  const answer = await api.get<unknown>('/cgi-bin/tools/get_statistics', undefined, { silent: true });
  const parsed = statisticsResponseSchema.safeParse(answer);
  // Valid only when retCode is 0 and pvCount is truthy (spec §5).
  return parsed.success && parsed.data.header.retCode === 0 && parsed.data.pvCount ? parsed.data.pvCount : undefined;
}

/** The counter line '小工具已帮助 N 人'; nothing at all while unknown or invalid. */
export function HelpedCounter({ className }: { className?: string }) {
  const t = useT();
  const [count, setCount] = useState<number>();
  useEffect(() => {
    let current = true;
    helpedCount ??= fetchHelpedCount();
    void helpedCount.then((value) => {
      if (current) setCount(value);
    });
    return () => {
      current = false;
    };
  }, []);
  if (count === undefined) return null;
  return <p className={className}>{t('helped', { count: count.toLocaleString(getLocale()) })}</p>;
}

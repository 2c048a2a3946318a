import { toolRecordResponseSchema, type HubTool } from '@toolhub/contracts';
import { api, getLoginInfo, isApiFailure, openLoginPanel, toast, useLogin } from '@toolhub/sdk';
import { Stars } from '@toolhub/ui/core';
import { useEffect, useState } from 'react';
import { useT } from './messages';
import { readStoredScore, storeScore } from './storedScore';
import styles from './ToolChrome.module.css';

interface ToolScore {
  score: number;
  count: number;
  /** The logged-in visitor's own score, as the server recorded it. */
  mine?: number;
}

async function fetchRecord(toolid: number): Promise<ToolScore | undefined> {
  const answer = await api.get<unknown>('/api/getToolRecord', { toolid }, { silent: true });
  const parsed = toolRecordResponseSchema.safeParse(answer);
  if (isApiFailure(answer) || !parsed.success || parsed.data.ret !== 0) return undefined;
  const { score = 0, score_pv: count = 0, my_score: mine } = parsed.data.data;
  return { score, count, mine };
}

/**
 * The rating widget (spec §4 "Rating"): the average and the number of ratings; a click
 * rates while logged in and asks to log in ('请先登录') otherwise. A stored score of a
 * logged-in visitor is shown instead and the widget is locked.
 */
export function RatingWidget({ tool }: { tool: Pick<HubTool, 'toolid' | 'name'> }) {
  const t = useT();
  const login = useLogin();
  const [record, setRecord] = useState<ToolScore>();
  // Read in the effect below, not here: the server's HTML cannot know it, and hydration must match.
  const [ownScore, setOwnScore] = useState<number>();
  const [sending, setSending] = useState(false);
  // The record carries the visitor's own vote: read it again when the account changes.
  const account = login?.qbid;

  useEffect(() => {
    let current = true;
    setOwnScore(readStoredScore(tool.toolid));
    void fetchRecord(tool.toolid).then((fetched) => {
      if (current) setRecord(fetched);
    });
    return () => {
      current = false;
    };
  }, [tool.toolid, account]);

  // The server's record wins: it knows the vote even when local storage was cleared.
  const myScore = record?.mine ?? ownScore;
  const locked = Boolean(login?.isLogin) && myScore !== undefined;

  const rate = async (score: number) => {
    const { isLogin } = login ?? (await getLoginInfo());
    if (!isLogin) {
      void openLoginPanel({ title: t('loginFirst') });
      return;
    }
    setSending(true);
    const answer = await api.post<{ ret?: number }>('/api/addToolScore', { toolid: tool.toolid, score });
    setSending(false);
    if (isApiFailure(answer) || answer.ret !== 0) {
      // Already rated from another browser: show that vote instead of inviting another.
      setRecord(await fetchRecord(tool.toolid));
      return;
    }
    storeScore(tool.toolid, score);
    setOwnScore(score);
    toast(t('rated'), { kind: 'success' });
    setRecord(await fetchRecord(tool.toolid));
  };

  const summary = locked
    ? t('yourScore', { score: myScore ?? 0 })
    : record && record.count > 0
      ? t('ratingSummary', { score: record.score.toFixed(1), count: record.count })
      : t('noRatings');

  return (
    <div className={styles.rating}>
      <Stars
        value={locked ? (myScore ?? 0) : (record?.score ?? 0)}
        onRate={locked || sending ? undefined : (score) => void rate(score)}
        readOnly={locked || sending}
        label={t('rateTool', { name: tool.name })}
      />
      <span className={styles.ratingSummary}>{summary}</span>
    </div>
  );
}

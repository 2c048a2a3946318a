/** The tool record of spec §3 (average score and number of ratings), as every caller reads it. */
import type { Db } from '../db';
import { ownScore } from './ratings';

export interface ToolRecordView {
  toolid: number;
  score: number;
  score_pv: number;
  /** The viewer's own rating, when logged in and rated. */
  my_score?: number;
}

/**
 * Reads a tool's record; a tool nobody rated scores 0 of 0. `viewerQbid` adds the viewer's
 * own rating, which locks the widget even after local storage was cleared.
 */
export async function readToolRecord(db: Db, toolid: number, viewerQbid?: string): Promise<ToolRecordView> {
  const row = await db.selectFrom('tool_stats').selectAll().where('toolid', '=', toolid).executeTakeFirst();
  const count = row?.score_count ?? 0;
  const score = row && count ? Math.round((row.score_sum / count) * 10) / 10 : 0;
  const myScore = viewerQbid ? await ownScore(db, toolid, viewerQbid) : undefined;
  return { toolid, score, score_pv: count, ...(myScore === undefined ? {} : { my_score: myScore }) };
}

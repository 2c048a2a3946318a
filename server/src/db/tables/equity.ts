import type { Generated } from 'kysely';

/** Tables of membership cards, daily quotas, paid uses and ratings (migration 004_equity). */
export interface EquityTables {
  equity: EquityTable;
  paid_balance: PaidBalanceTable;
  scene_quota: SceneQuotaTable;
  quota_usage: QuotaUsageTable;
  consume_ledger: ConsumeLedgerTable;
  tool_rating: ToolRatingTable;
}

/** A membership held: one row per user and card type (spec §3 "Equity"). */
export interface EquityTable {
  qbid: string;
  /** ENQUITY_TYPE: 0 VIP (base), 1 SVIP (extra) */
  enquity_type: number;
  /** Epoch seconds, as the wire carries it. */
  end_time: number;
  /** 1 when the member chose auto-renew. */
  auto_renew: number;
  updated_at: number;
}

/** Paid per-use packs left, per user and scene. Never negative. */
export interface PaidBalanceTable {
  qbid: string;
  scene: string;
  left_count: number;
  /** Paid uses taken so far: grants = left_count + consumed_count, which audits the ledger. */
  consumed_count: Generated<number>;
  updated_at: number;
}

/**
 * The free uses a day of each scene, for anonymous and logged-in visitors. The row of
 * DEFAULT_QUOTA_SCENE ('*', never a valid scene name) serves every scene without its own row.
 */
export interface SceneQuotaTable {
  scene: string;
  anonymous_free: number;
  logged_in_free: number;
}

/** Free uses taken per subject, scene and Shanghai day; the day is in the key, so midnight resets it. */
export interface QuotaUsageTable {
  /** `u:<qbid>` when logged in, `g:<guid>` for an anonymous device. */
  subject: string;
  scene: string;
  /** YYYY-MM-DD in Asia/Shanghai. */
  day: string;
  used: number;
}

/**
 * One row per use consumed from the free count or a paid pack (never for members), unique
 * per subject and idempotency key: a retried request finds its row and is not charged again.
 * Rows of one source therefore equal that source's uses: free rows = sum of quota_usage.used,
 * paid rows = sum of paid_balance.consumed_count.
 */
export interface ConsumeLedgerTable {
  id: Generated<number>;
  subject: string;
  /** The caller's request_id / Idempotency-Key, or a generated one when none was given. */
  request_key: string;
  scene: string;
  day: string;
  /** 'free' or 'paid' once committed. */
  source: string;
  /** The answer given, so a retry gets the same one. */
  left_time: number;
  is_paid: number;
  created_at: number;
}

/** One rating per user per tool; tool_stats holds the running sum and count. */
export interface ToolRatingTable {
  toolid: number;
  qbid: string;
  score: number;
  created_at: number;
}

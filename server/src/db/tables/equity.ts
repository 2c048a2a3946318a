/** Tables of membership cards, daily quotas, paid uses and ratings (migration 004_equity). */
export interface EquityTables {
  equity: EquityTable;
  paid_balance: PaidBalanceTable;
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
  updated_at: number;
}

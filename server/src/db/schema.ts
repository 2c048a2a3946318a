import type { Generated } from 'kysely';
import type { AccountTables } from './tables/accounts';
import type { AdminTables } from './tables/admin';
import type { EquityTables } from './tables/equity';
import type { PayTables } from './tables/pay';
import type { RegistryTables } from './tables/registry';
import type { StorageTables } from './tables/storage';
import type { TaskTables } from './tables/tasks';
import type { TelemetryTables } from './tables/telemetry';

/**
 * Every table of the hub. Each feature adds its tables here and a migration in
 * `migrations/`; the same migrations run on SQLite and PostgreSQL, so only portable
 * column types are used (text, integer, real, bigint for epoch milliseconds). The tables of
 * the accounts work (login, equity and quota, pay) live in `tables/`, one file per area.
 */
export interface Database extends AccountTables, EquityTables, PayTables, StorageTables, TaskTables, RegistryTables, AdminTables, TelemetryTables {
  tool_stats: ToolStatsTable;
  tool_pv_log: ToolPvLogTable;
  hub_counter: HubCounterTable;
  helped_person: HelpedPersonTable;
  usage_report: UsageReportTable;
  bank: BankTable;
  bank_rate: BankRateTable;
  city_rate_policy: CityRatePolicyTable;
  lpr: LprTable;
}

export interface ToolStatsTable {
  toolid: number;
  pv: number;
  score_sum: number;
  score_count: number;
}

/** One row per page view: page statistics (the "helped N people" counter reads helped_person). */
export interface ToolPvLogTable {
  id: Generated<number>;
  toolid: number;
  guid: string;
  created_at: number;
}

/** One row per person who received a tool's result: what the "helped N people" counter counts. */
export interface HelpedPersonTable {
  /** `u:<qbid>` or `g:<guid>`. */
  subject: string;
  first_helped_at: number;
}

export interface HubCounterTable {
  name: string;
  value: number;
}

export interface UsageReportTable {
  id: Generated<number>;
  guid: string;
  tool_url: string;
  tool_name: string;
  tab_name: string;
  created_at: number;
}

/** Finance tables: every row carries its public source and effective date. */
export interface BankTable {
  /** e.g. 'ICBC'; 'PBOC' holds the central bank's benchmark and provident-fund rates. */
  code: string;
  name: string;
  short_name: string;
  /** 'central' or 'state' (large state-owned commercial bank) */
  kind: string;
  sort: number;
  source: string;
}

export interface BankRateTable {
  id: Generated<number>;
  bank_code: string;
  /** 'deposit', 'loan' (PBOC benchmark only: banks' loan rates follow the LPR) or 'provident' */
  category: string;
  /** e.g. 'demand', 'fixed_3m', 'fixed_1y', 'loan_1y', 'provident_first_gt5y' */
  term: string;
  term_label: string;
  /** Annual rate in percent, e.g. 1.45 */
  rate: number;
  effective_date: string;
  source: string;
}

export interface CityRatePolicyTable {
  id: Generated<number>;
  city: string;
  /** English name, so the screen's en locale and search by pinyin work. */
  city_en: string;
  province: string;
  /** Floor of the commercial first-home rate, percent; null when none is published or recorded. */
  first_home_rate: number | null;
  second_home_rate: number | null;
  first_home_down_payment: number | null;
  second_home_down_payment: number | null;
  provident_first_rate: number | null;
  provident_second_rate: number | null;
  note: string;
  effective_date: string;
  source: string;
}

export interface LprTable {
  /** Announcement date, YYYY-MM-DD */
  date: string;
  lpr_1y: number;
  lpr_5y: number;
  source: string;
}

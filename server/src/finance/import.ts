/**
 * Finance data loaded by ops (issue 22): a CSV per kind — LPR announcements, banks' published
 * rates, cities' mortgage conditions — checked row by row, previewed, then applied in one
 * transaction with its audit entry. The header of each kind is in the contracts
 * (FINANCE_CSV_COLUMNS) and docs/finance-data.md.
 *
 * - Every bad cell is a problem naming its line, its column, what was found and what is
 *   allowed; any problem refuses the whole file (422, problem details) and nothing is written.
 * - A row whose key is stored already is `unchanged` when every column is the same, else a
 *   change of the columns that differ; other rows are added. Nothing is ever deleted.
 * - An apply that changes nothing writes nothing and is not audited (as an unchanged release).
 */
import { ERROR_CODES, FINANCE_CSV_COLUMNS, FINANCE_CSV_MAX_ROWS, type FinanceDataKind, type FinanceImportChange, type FinanceImportRow, type FinanceImportSummary, type ProblemField } from '@toolhub/contracts';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../db';
import { isUniqueViolation } from '../db/portable';
import { ApiError, foundOf } from '../http/errors';
import { audit } from '../registry/operations';
import { readCsv } from './csv';

/** At most this many problems are listed; the detail says how many there were. */
const MAX_PROBLEMS = 200;

type Value = string | number | null;
type DbRow = Record<string, Value>;
type Parsed = { value: Value } | { allowed: string };
type Trx = Transaction<Database>;

interface Column {
  /** The CSV column, and the table's column it fills. */
  csv: string;
  db: string;
  parse(text: string): Parsed;
}

interface CheckContext {
  banks: Set<string>;
}

interface KindSpec {
  table: 'lpr' | 'bank_rate' | 'city_rate_policy';
  columns: Column[];
  /** The table's columns that identify a row. */
  keyColumns: string[];
  /** Problems of a row whose cells each parsed: rules across columns, or against stored data. */
  rowProblems?(row: DbRow, context: CheckContext): { column: string; allowed: string }[];
  /** A value for a column the CSV left out (an optional column). */
  defaults?(row: DbRow): DbRow;
  /** The table's column whose newest value is the kind's date. */
  dateColumn: string;
}

// ---- cells ---------------------------------------------------------------------------------

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `YYYY-MM-DD` that exists (no 2025-02-30). */
const date = (text: string): Parsed => {
  const allowed = 'a date YYYY-MM-DD, e.g. 2025-09-22';
  if (!ISO_DATE.test(text)) return { allowed };
  const parsed = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text ? { allowed: `${allowed} (a day that exists)` } : { value: text };
};

/** A percentage within [min, max] with at most `decimals` decimals; `nullable`: an empty cell is null. */
const percent =
  ({ min = 0, max, decimals, nullable = false }: { min?: number; max: number; decimals: number; nullable?: boolean }) =>
  (text: string): Parsed => {
    if (text === '' && nullable) return { value: null };
    const allowed = `a number in percent from ${min} to ${max} with at most ${decimals} decimals, e.g. ${(max / 4).toFixed(decimals > 2 ? 2 : decimals)}${nullable ? ', or empty when none is published or recorded' : ''}`;
    if (!new RegExp(`^\\d{1,3}(\\.\\d{1,${decimals}})?$`).test(text)) return { allowed };
    const value = Number(text);
    return value < min || value > max ? { allowed } : { value };
  };

/** Text of 1 (or 0 when `empty`) to `max` characters, on one line. */
const text =
  (max: number, { empty = false, pattern, example }: { empty?: boolean; pattern?: RegExp; example?: string } = {}) =>
  (value: string): Parsed => {
    const allowed = pattern
      ? `${pattern.source} (e.g. ${example})`
      : `text of ${empty ? 0 : 1} to ${max} characters on one line${example ? `, e.g. ${example}` : ''}`;
    if ((!empty && value === '') || value.length > max || /[\r\n]/.test(value) || (pattern && !pattern.test(value))) return { allowed };
    return { value };
  };

const column = (csv: string, parse: Column['parse'], db = csv): Column => ({ csv, db, parse });

const lprSource = (day: string) => `中国人民银行授权全国银行间同业拆借中心公告：${day} 贷款市场报价利率（LPR）`;

const SPECS: Record<FinanceDataKind, KindSpec> = {
  lpr: {
    table: 'lpr',
    keyColumns: ['date'],
    dateColumn: 'date',
    columns: [
      column('date', date),
      column('one_year', percent({ min: 0.01, max: 20, decimals: 2 }), 'lpr_1y'),
      column('five_year', percent({ min: 0.01, max: 20, decimals: 2 }), 'lpr_5y'),
      column('source', text(300, { empty: true })),
    ],
    // Without a source, the NIFC announcement of the day, worded as the seed words it.
    defaults: (row) => ({ ...row, source: row.source || lprSource(String(row.date)) }),
    rowProblems: (row) =>
      (row.lpr_5y as number) < (row.lpr_1y as number) ? [{ column: 'five_year', allowed: `not below one_year (${row.lpr_1y}): the over-5-year LPR has never been below the 1-year one` }] : [],
  },
  banks: {
    table: 'bank_rate',
    keyColumns: ['bank_code', 'category', 'term'],
    dateColumn: 'effective_date',
    columns: [
      column('bank_code', text(16)),
      column('category', text(16, { pattern: /^(deposit|loan|provident)$/, example: 'deposit' })),
      column('term', text(32, { pattern: /^[a-z][a-z0-9_]{0,31}$/, example: 'fixed_1y' })),
      column('term_label', text(64, { example: '整存整取 一年' })),
      column('rate', percent({ max: 20, decimals: 4 })),
      column('effective_date', date),
      column('source', text(300)),
    ],
    rowProblems: (row, { banks }) => {
      const problems: { column: string; allowed: string }[] = [];
      if (!banks.has(String(row.bank_code))) problems.push({ column: 'bank_code', allowed: `a bank the hub lists: ${[...banks].join(', ')}` });
      // Banks' loan rates are the LPR (the API computes them); benchmark and provident rates are the central bank's.
      if (row.category !== 'deposit' && row.bank_code !== 'PBOC') problems.push({ column: 'category', allowed: `deposit (loan and provident rates are PBOC's only; banks' loan rates follow the LPR)` });
      return problems;
    },
  },
  cities: {
    table: 'city_rate_policy',
    keyColumns: ['city'],
    dateColumn: 'effective_date',
    columns: [
      column('city', text(16, { example: '杭州' })),
      column('city_en', text(64, { example: 'Hangzhou' })),
      column('province', text(16, { example: '浙江省' })),
      column('first_home_down_payment', percent({ max: 100, decimals: 2, nullable: true })),
      column('second_home_down_payment', percent({ max: 100, decimals: 2, nullable: true })),
      column('first_home_rate', percent({ max: 20, decimals: 4, nullable: true })),
      column('second_home_rate', percent({ max: 20, decimals: 4, nullable: true })),
      column('provident_first_rate', percent({ max: 20, decimals: 4, nullable: true })),
      column('provident_second_rate', percent({ max: 20, decimals: 4, nullable: true })),
      column('note', text(500, { empty: true })),
      column('effective_date', date),
      column('source', text(300)),
    ],
  },
};

// Every column the contracts list is read here, and nothing else.
for (const [kind, spec] of Object.entries(SPECS) as [FinanceDataKind, KindSpec][]) {
  const listed = [...FINANCE_CSV_COLUMNS[kind].required, ...FINANCE_CSV_COLUMNS[kind].optional].sort().join();
  if (listed !== spec.columns.map((c) => c.csv).sort().join()) throw new Error(`finance import ${kind}: columns differ from FINANCE_CSV_COLUMNS`);
}

/** A stored or read value as the CSV would write it: numbers without trailing zeros, null empty. */
const textOf = (value: Value | undefined): string => (value === null || value === undefined ? '' : typeof value === 'number' ? String(Math.round(value * 1e6) / 1e6) : value);

interface CheckedRow {
  line: number;
  key: string;
  row: DbRow;
}

/** Reads and checks a CSV of `kind`: its rows, or a 422 naming every problem. */
function checkCsv(kind: FinanceDataKind, csv: string, context: CheckContext): CheckedRow[] {
  const spec = SPECS[kind];
  const { required, optional } = FINANCE_CSV_COLUMNS[kind];
  const problems: ProblemField[] = [];
  const refuse = (detail: string): never => {
    const listed = problems.slice(0, MAX_PROBLEMS);
    const more = problems.length > listed.length ? ` (the first ${listed.length} are listed)` : '';
    throw new ApiError(422, ERROR_CODES.BAD_REQUEST, `${detail}${more}; nothing was written`, listed);
  };

  const { records, problem } = readCsv(csv);
  if (problem) {
    problems.push({ field: `line ${problem.line}`, allowed: `RFC 4180 CSV: ${problem.message}` });
    refuse('the file is not a CSV this import reads');
  }
  const [header, ...rows] = records;
  const expected = [...required, ...optional];
  if (!header) {
    problems.push({ field: 'line 1', allowed: `a header line: ${expected.join(',')}` });
    return refuse(`the ${kind} CSV is empty`);
  }
  const names = header.cells.map((cell) => cell.toLowerCase());
  names.forEach((name, index) => {
    if (!(expected as readonly string[]).includes(name)) problems.push({ field: `line ${header.line}, column ${index + 1}`, found: foundOf(header.cells[index]), allowed: `one of the columns ${expected.join(', ')}` });
    else if (names.indexOf(name) !== index) problems.push({ field: `line ${header.line}, ${name}`, found: foundOf(name), allowed: 'each column once' });
  });
  for (const name of required) if (!names.includes(name)) problems.push({ field: `line ${header.line}, ${name}`, allowed: `a column named ${name} (the header is ${expected.join(',')}; ${optional.length ? `${optional.join(', ')} may be left out` : 'all are needed'})` });
  if (problems.length) refuse(`the header of the ${kind} CSV is not ${expected.join(',')}`);
  if (!rows.length) {
    problems.push({ field: `line ${header.line + 1}`, allowed: 'at least one row after the header' });
    refuse(`the ${kind} CSV has a header and no rows`);
  }
  if (rows.length > FINANCE_CSV_MAX_ROWS) {
    problems.push({ field: `line ${rows[FINANCE_CSV_MAX_ROWS]!.line}`, allowed: `at most ${FINANCE_CSV_MAX_ROWS} rows in one file` });
    refuse(`the ${kind} CSV has ${rows.length} rows`);
  }

  const checked: CheckedRow[] = [];
  const seen = new Map<string, number>();
  for (const record of rows) {
    const at = (name: string) => `line ${record.line}, ${name}`;
    if (record.cells.length !== names.length) {
      problems.push({ field: `line ${record.line}`, found: `${record.cells.length} cells`, allowed: `${names.length} cells, one per column of the header (quote a cell that holds a comma)` });
      continue;
    }
    const cellOf = new Map(names.map((name, index) => [name, record.cells[index]!]));
    let row: DbRow = {};
    let bad = false;
    for (const col of spec.columns) {
      const cell = cellOf.get(col.csv);
      if (cell === undefined) continue; // an optional column left out
      const parsed = col.parse(cell);
      if ('allowed' in parsed) {
        problems.push({ field: at(col.csv), found: foundOf(cell), allowed: parsed.allowed });
        bad = true;
      } else {
        row[col.db] = parsed.value;
      }
    }
    if (bad) continue;
    row = spec.defaults ? spec.defaults(row) : row;
    const ruleProblems = spec.rowProblems?.(row, context) ?? [];
    for (const rule of ruleProblems) problems.push({ field: at(rule.column), found: foundOf(cellOf.get(rule.column)), allowed: rule.allowed });
    if (ruleProblems.length) continue;
    const key = spec.keyColumns.map((name) => textOf(row[name])).join('/');
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({ field: at(spec.keyColumns.map((name) => spec.columns.find((c) => c.db === name)!.csv).join('+')), found: foundOf(key), allowed: `each ${key.includes('/') ? 'bank, category and term' : 'key'} once in a file (also on line ${first})` });
      continue;
    }
    seen.set(key, record.line);
    checked.push({ line: record.line, key, row });
  }
  if (problems.length) refuse(`${problems.length} problem${problems.length === 1 ? '' : 's'} in the ${kind} CSV`);
  return checked;
}

// ---- preview and apply ---------------------------------------------------------------------

/** The CSV columns of a row as text, for the summary and the audit log. */
const valuesOf = (spec: KindSpec, row: DbRow) => Object.fromEntries(spec.columns.map((col) => [col.csv, textOf(row[col.db])]));

async function storedRows(db: Db | Trx, spec: KindSpec): Promise<Map<string, DbRow>> {
  const rows = (await db.selectFrom(spec.table).selectAll().execute()) as unknown as DbRow[];
  return new Map(rows.map((row) => [spec.keyColumns.map((name) => textOf(row[name])).join('/'), row]));
}

async function latestOf(db: Db | Trx, spec: KindSpec): Promise<string | null> {
  const row = (await db
    .selectFrom(spec.table)
    .select((eb) => eb.fn.max(spec.dateColumn as 'effective_date').as('latest'))
    .executeTakeFirst()) as { latest: string | null } | undefined;
  return row?.latest ?? null;
}

interface Plan {
  added: (FinanceImportRow & { row: DbRow })[];
  changed: (FinanceImportChange & { row: DbRow; where: DbRow })[];
  unchanged: { line: number; key: string }[];
}

function plan(spec: KindSpec, rows: CheckedRow[], stored: Map<string, DbRow>): Plan {
  const result: Plan = { added: [], changed: [], unchanged: [] };
  for (const { line, key, row } of rows) {
    const before = stored.get(key);
    if (!before) {
      result.added.push({ line, key, values: valuesOf(spec, row), row });
      continue;
    }
    const old = valuesOf(spec, before);
    const now = valuesOf(spec, row);
    const differing = Object.keys(now).filter((name) => old[name] !== now[name]);
    if (!differing.length) {
      result.unchanged.push({ line, key });
      continue;
    }
    const pick = (values: Record<string, string>) => Object.fromEntries(differing.map((name) => [name, values[name]!]));
    const where = Object.fromEntries(spec.keyColumns.map((name) => [name, before[name] ?? null]));
    result.changed.push({ line, key, before: pick(old), after: pick(now), row, where });
  }
  return result;
}

const summaryOf = (kind: FinanceDataKind, applied: boolean, { added, changed, unchanged }: Plan, latest: string | null): FinanceImportSummary => ({
  kind,
  applied,
  added: added.map(({ line, key, values }) => ({ line, key, values })),
  changed: changed.map(({ line, key, before, after }) => ({ line, key, before, after })),
  unchanged,
  latest,
});

/** The newest of two dates (either may be missing). */
const newest = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

export interface FinanceImport {
  /** What applying `csv` would do; writes nothing. */
  preview(kind: FinanceDataKind, csv: string): Promise<FinanceImportSummary>;
  /** Applies `csv` in one transaction with its audit entry under `actor`. */
  apply(kind: FinanceDataKind, csv: string, actor: string): Promise<FinanceImportSummary>;
}

export function financeImport(db: Db, clock: () => number): FinanceImport {
  const context = async (): Promise<CheckContext> => ({ banks: new Set((await db.selectFrom('bank').select('code').orderBy('sort').execute()).map((b) => b.code)) });

  return {
    async preview(kind, csv) {
      const spec = SPECS[kind];
      const rows = checkCsv(kind, csv, await context());
      const stored = await storedRows(db, spec);
      const planned = plan(spec, rows, stored);
      // The kind's newest date as it would be: the stored rows with the file's over them.
      const after = new Map(stored);
      for (const { key, row } of [...planned.added, ...planned.changed]) after.set(key, row);
      const latest = [...after.values()].reduce<string | null>((at, row) => newest(at, textOf(row[spec.dateColumn]) || null), null);
      return summaryOf(kind, false, planned, latest);
    },

    async apply(kind, csv, actor) {
      const spec = SPECS[kind];
      const rows = checkCsv(kind, csv, await context());
      const applyOnce = () => db.transaction().execute(async (trx) => {
        // Read again inside the transaction: what is written is decided on what is stored now.
        const planned = plan(spec, rows, await storedRows(trx, spec));
        for (const { row } of planned.added) await trx.insertInto(spec.table).values(row as never).execute();
        for (const { row, where } of planned.changed) {
          let update = trx.updateTable(spec.table).set(row as never);
          for (const [name, value] of Object.entries(where)) update = update.where(name as never, '=', value as never);
          await update.execute();
        }
        if (planned.added.length || planned.changed.length) {
          await audit(trx, {
            actor,
            action: 'import-data',
            env: null,
            remote: 'finance',
            version: kind,
            before: { changed: planned.changed.map(({ key, before }) => ({ key, ...before })) },
            after: {
              added: planned.added.map(({ key, values }) => ({ key, ...values })),
              changed: planned.changed.map(({ key, after }) => ({ key, ...after })),
              unchanged: planned.unchanged.length,
            },
            now: clock(),
          });
        }
        return summaryOf(kind, true, planned, await latestOf(trx, spec));
      });
      try {
        return await applyOnce();
      } catch (error) {
        // Another import added one of this file's keys after this one read them (PostgreSQL runs
        // two at once; the key's unique index refused the second row). Planned again on what is
        // stored now, that row is a change or unchanged, not an addition.
        if (!isUniqueViolation(error)) throw error;
        return applyOnce();
      }
    },
  };
}

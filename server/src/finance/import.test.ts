import {
  ADMIN_SESSION_COOKIE,
  ADMIN_SESSION_PATH,
  OPS_REQUEST_HEADER,
  PEOPLE_PATH,
  bankPolicyResponseSchema,
  cityRatePolicyResponseSchema,
  financeImportPath,
  latestInterestRateResponseSchema,
  parseProblem,
  type AuditEntry,
  type FinanceDataKind,
  type FinanceImportSummary,
} from '@toolhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionHeaders, TEST_ADMIN_TOKEN, type TestApp } from '../test-support';

/**
 * Finance data loaded by ops (issue 22) on a real app and database: a CSV is checked row by
 * row, previewed, applied in one transaction under the person who did it, and the tools'
 * look-ups then answer the new figures and their date. The rows here are made up and dated in
 * the future on purpose: no real announcement is claimed.
 */

const HUB = 'http://localhost';
const OPS_PAGE = { origin: HUB, [OPS_REQUEST_HEADER.toLowerCase()]: '1', 'sec-fetch-site': 'same-origin' };
const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

let t: TestApp;
let releaser: Record<string, string>;
let viewer: Record<string, string>;
let visitor: Record<string, string>;

async function signedIn(name: string, role: string) {
  const password = `${name}-password-long`;
  const added = await t.app.inject({ method: 'POST', url: PEOPLE_PATH, headers: ADMIN, payload: { name, role, password } });
  expect(added.statusCode, added.body).toBe(200);
  const res = await t.app.inject({ method: 'POST', url: ADMIN_SESSION_PATH, headers: OPS_PAGE, payload: { name, password } });
  const cookie = res.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE);
  return { ...OPS_PAGE, cookie: `${ADMIN_SESSION_COOKIE}=${cookie?.value ?? ''}` };
}

beforeAll(async () => {
  t = await createTestApp({ remoteBuilds: [] });
  releaser = await signedIn('lilei', 'releaser');
  viewer = await signedIn('xiaowang', 'viewer');
  visitor = await sessionHeaders(t.app);
});

/** A visitor's look-up, as the finance tools make it. */
const lookUp = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { ...visitor, timestamp: String(Math.floor(Date.now() / 1000)) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};
afterAll(() => t.close());

const importCsv = (kind: FinanceDataKind, step: 'preview' | 'apply', csv: string, headers = releaser) =>
  t.app.inject({ method: 'POST', url: financeImportPath(kind, step), headers, payload: { csv } });

const summaryOf = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: FinanceImportSummary }).data;
};

const lprRows = () => t.db.selectFrom('lpr').selectAll().orderBy('date').execute();
const latestRates = async () => latestInterestRateResponseSchema.parse(await lookUp('/api/getLatestInterestRate'));
const financeAudit = async () => ((await t.app.inject({ method: 'GET', url: '/admin/api/audit?remote=finance', headers: ADMIN })).json() as { data: AuditEntry[] }).data;

/** Made-up future announcements (no real figures). */
const FUTURE_LPR = ['date,one_year,five_year', '2099-01-20,2.95,3.45', '2099-02-20,2.90,3.40'].join('\n');

describe('a bad CSV', () => {
  it('is refused whole with 422 problem details naming each bad row, column, what was found and what is allowed; nothing is written', async () => {
    const before = await lprRows();
    const csv = [
      'date,one_year,five_year',
      '2099-01-20,2.95,3.45', // good, but the file is refused whole
      '2099-02-30,2.90,3.40', // no such day
      '2099-03-20,abc,3.40', // not a number
      '2099-04-20,3.50,3.40', // five-year below one-year
      '2099-05-20,2.9', // a cell missing
      '2099-01-20,2.95,3.45', // the same date twice
    ].join('\r\n');
    const res = await importCsv('lpr', 'apply', csv);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const problem = parseProblem(res.body)!;
    expect(problem.detail).toBe('5 problems in the lpr CSV; nothing was written');
    expect(problem.errors).toEqual([
      { field: 'line 3, date', found: '"2099-02-30"', allowed: 'a date YYYY-MM-DD, e.g. 2025-09-22 (a day that exists)' },
      { field: 'line 4, one_year', found: '"abc"', allowed: expect.stringContaining('a number in percent from 0.01 to 20 with at most 2 decimals') },
      { field: 'line 5, five_year', found: '"3.40"', allowed: expect.stringContaining('not below one_year (3.5)') },
      { field: 'line 6', found: '2 cells', allowed: expect.stringContaining('3 cells') },
      { field: 'line 7, date', found: '"2099-01-20"', allowed: expect.stringContaining('also on line 2') },
    ]);
    expect(await lprRows()).toEqual(before);
    expect(await financeAudit()).toEqual([]);
  });

  it('names a wrong header, and rows of banks and cities the tables cannot take', async () => {
    const header = parseProblem((await importCsv('lpr', 'preview', 'day,one_year,five_year\n2099-01-20,2.9,3.4')).body)!;
    expect(header.errors?.map((e) => e.field)).toEqual(['line 1, column 1', 'line 1, date']);

    const banks = [
      'bank_code,category,term,term_label,rate,effective_date,source',
      'NOPE,deposit,fixed_1y,整存整取 一年,0.9,2099-01-01,测试',
      'ICBC,loan,loan_1y,一年期贷款,3.0,2099-01-01,测试',
      'ICBC,deposit,Fixed 1y,整存整取 一年,0.9,2099-01-01,测试',
    ].join('\n');
    const bankProblem = parseProblem((await importCsv('banks', 'preview', banks)).body)!;
    expect(bankProblem.errors?.map((e) => [e.field, e.found])).toEqual([
      ['line 2, bank_code', '"NOPE"'],
      ['line 3, category', '"loan"'],
      ['line 4, term', '"Fixed 1y"'],
    ]);
    expect(bankProblem.errors?.[0]?.allowed).toContain('ICBC');

    const cities = [
      'city,city_en,province,first_home_down_payment,second_home_down_payment,first_home_rate,second_home_rate,provident_first_rate,provident_second_rate,note,effective_date,source',
      '杭州,Hangzhou,浙江省,150,15,,,2.6,3.075,,2099-01-01,测试',
    ].join('\n');
    const cityProblem = parseProblem((await importCsv('cities', 'preview', cities)).body)!;
    expect(cityProblem.errors).toEqual([{ field: 'line 2, first_home_down_payment', found: '"150"', allowed: expect.stringContaining('from 0 to 100') }]);

    // A quoted cell over two lines: the next row's line is the file's line.
    const twoLines = 'date,one_year,five_year,source\n2099-01-20,2.95,3.45,"第一行\n第二行"\n2099-02-20,x,3.4,';
    expect(parseProblem((await importCsv('lpr', 'preview', twoLines)).body)?.errors?.map((e) => e.field)).toEqual(['line 2, source', 'line 4, one_year']);
  });
});

describe('preview and apply', () => {
  it('a viewer can neither preview nor apply (403)', async () => {
    for (const step of ['preview', 'apply'] as const) {
      const res = await importCsv('lpr', step, FUTURE_LPR, viewer);
      expect(res.statusCode).toBe(403);
      expect(parseProblem(res.body)?.detail).toContain('xiaowang is a viewer and may not import');
    }
    expect((await lprRows()).map((r) => r.date)).not.toContain('2099-01-20');
  });

  it('a preview answers what would be added and writes nothing', async () => {
    const before = await lprRows();
    const summary = summaryOf(await importCsv('lpr', 'preview', FUTURE_LPR));
    expect(summary).toMatchObject({ kind: 'lpr', applied: false, changed: [], unchanged: [], latest: '2099-02-20' });
    expect(summary.added).toEqual([
      { line: 2, key: '2099-01-20', values: { date: '2099-01-20', one_year: '2.95', five_year: '3.45', source: expect.stringContaining('2099-01-20') } },
      { line: 3, key: '2099-02-20', values: expect.objectContaining({ one_year: '2.9', five_year: '3.4' }) },
    ]);
    expect(await lprRows()).toEqual(before);
    expect((await latestRates()).dataAsOf).toBe('2025-09-22');
  });

  it('an apply writes, is audited under the person, and the look-up then answers the new latest LPR and its date', async () => {
    const summary = summaryOf(await importCsv('lpr', 'apply', FUTURE_LPR));
    expect(summary).toMatchObject({ applied: true, latest: '2099-02-20' });
    expect(summary.added.map((row) => row.key)).toEqual(['2099-01-20', '2099-02-20']);

    const rates = await latestRates();
    expect(rates.data.latest).toMatchObject({ date: '2099-02-20', lpr1y: 2.9, lpr5y: 3.4 });
    expect(rates.dataAsOf).toBe('2099-02-20');
    // A bank's loan rates are the LPR in force: the new one.
    const icbc = bankPolicyResponseSchema.parse(await lookUp('/api/getBankPolicy?bankCode=ICBC'));
    expect(icbc.data.loanRates.find((r) => r.term === 'loan_5y_plus')).toMatchObject({ rate: 3.4, effectiveDate: '2099-02-20' });
    expect(icbc.dataAsOf).toBe('2099-02-20');

    const [entry] = await financeAudit();
    expect(entry).toMatchObject({ actor: 'lilei', action: 'import-data', remote: 'finance', version: 'lpr', env: null });
    expect(entry?.after).toMatchObject({ added: [{ key: '2099-01-20', one_year: '2.95' }, { key: '2099-02-20' }], changed: [], unchanged: 0 });
  });

  it('re-applying the same file changes nothing: every row unchanged, no audit entry', async () => {
    const before = await lprRows();
    const entries = (await financeAudit()).length;
    const summary = summaryOf(await importCsv('lpr', 'apply', FUTURE_LPR));
    expect(summary).toMatchObject({ applied: true, added: [], changed: [], unchanged: [{ line: 2, key: '2099-01-20' }, { line: 3, key: '2099-02-20' }] });
    expect(await lprRows()).toEqual(before);
    expect(await financeAudit()).toHaveLength(entries);
  });

  it('a row that differs from a stored one is a change of the columns that differ, with the admin token audited as admin-token', async () => {
    const csv = 'date,five_year,one_year\n2099-02-20,3.35,2.90\n2099-01-20,3.45,2.95';
    const preview = summaryOf(await importCsv('lpr', 'preview', csv, ADMIN));
    expect(preview.changed).toEqual([{ line: 2, key: '2099-02-20', before: { five_year: '3.4' }, after: { five_year: '3.35' } }]);
    expect(preview.unchanged).toEqual([{ line: 3, key: '2099-01-20' }]);
    summaryOf(await importCsv('lpr', 'apply', csv, ADMIN));
    expect((await latestRates()).data.latest.lpr5y).toBe(3.35);
    const [entry] = await financeAudit();
    expect(entry).toMatchObject({ actor: 'admin-token', before: { changed: [{ key: '2099-02-20', five_year: '3.4' }] } });
  });

  it('loads bank rates and cities too, quoted cells included, and their look-ups answer the new date', async () => {
    const banks = [
      'bank_code,category,term,term_label,rate,effective_date,source',
      'ICBC,deposit,fixed_1y,整存整取 一年,0.90,2099-03-01,"测试：工商银行, 人民币存款利率表"',
      'PBOC,provident,provident_first_gt5y,首套 五年以上,2.5,2099-03-01,测试',
    ].join('\n');
    const applied = summaryOf(await importCsv('banks', 'apply', banks));
    expect(applied.changed.map((c) => c.key)).toEqual(['ICBC/deposit/fixed_1y', 'PBOC/provident/provident_first_gt5y']);
    expect(applied.changed[0]?.after).toMatchObject({ rate: '0.9', source: '测试：工商银行, 人民币存款利率表' });
    const icbc = bankPolicyResponseSchema.parse(await lookUp('/api/getBankPolicy?bankCode=ICBC'));
    expect(icbc.data.depositRates.find((r) => r.term === 'fixed_1y')).toMatchObject({ rate: 0.9, effectiveDate: '2099-03-01' });
    expect(icbc.dataAsOf).toBe('2099-03-01');

    const cities = [
      'city,city_en,province,first_home_down_payment,second_home_down_payment,first_home_rate,second_home_rate,provident_first_rate,provident_second_rate,note,effective_date,source',
      '测试市,Test City,测试省,15,15,,,2.5,3,"含逗号, 和""引号""",2099-04-01,测试',
    ].join('\n');
    const added = summaryOf(await importCsv('cities', 'apply', cities));
    expect(added.added).toEqual([{ line: 2, key: '测试市', values: expect.objectContaining({ first_home_rate: '', note: '含逗号, 和"引号"' }) }]);
    const answer = cityRatePolicyResponseSchema.parse(await lookUp(`/api/getCityRatePolicy?city=${encodeURIComponent('测试市')}`));
    expect(answer.data[0]).toMatchObject({ cityEn: 'Test City', firstHomeRate: null, providentFirstRate: 2.5 });
    expect(answer.dataAsOf).toBe('2099-04-01');
  });
});

describe('imports applied at once', () => {
  it('two files adding the same bank rate both apply, and the bank lists that term once', async () => {
    const banks = (rate: string) => ['bank_code,category,term,term_label,rate,effective_date,source', `ICBC,deposit,fixed_9y,整存整取 九年,${rate},2099-05-01,测试`].join('\n');
    const answers = await Promise.all([importCsv('banks', 'apply', banks('1.10')), importCsv('banks', 'apply', banks('1.20'))]);
    const [first, second] = answers.map(summaryOf);
    // One added the row; the other found it stored (PostgreSQL: after the key's index refused its own row) and changed it.
    expect([first?.added.length, second?.added.length].sort()).toEqual([0, 1]);
    const rows = await t.db.selectFrom('bank_rate').select('rate').where('bank_code', '=', 'ICBC').where('term', '=', 'fixed_9y').execute();
    expect(rows).toHaveLength(1);
    const icbc = bankPolicyResponseSchema.parse(await lookUp('/api/getBankPolicy?bankCode=ICBC'));
    expect(icbc.data.depositRates.filter((r) => r.term === 'fixed_9y')).toHaveLength(1);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FinanceImportSummary } from '@toolhub/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureIo, startFakeHub, type HubAnswer, type HubRequest } from './test/fake-hub';
import { main } from './toolhub';

/** `toolhub finance import` (issue 22) against a stand-in hub. The rows are made up. */

let answer: (request: HubRequest) => HubAnswer;
let hub: Awaited<ReturnType<typeof startFakeHub>>;
let dir: string;
beforeAll(async () => {
  hub = await startFakeHub((request) => answer(request));
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-finance-cli-'));
});
afterAll(async () => {
  await hub.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  hub.requests.length = 0;
});

async function run(argv: string[]) {
  const { io, out, err } = captureIo();
  const code = await main(argv, io, { TOOLHUB_URL: hub.url, TOOLHUB_ADMIN_TOKEN: 'secret-token' });
  return { code, out, err };
}

const CSV = 'date,one_year,five_year\n2099-01-20,2.95,3.45\n2099-02-20,2.90,3.35\n';
const summary = (applied: boolean): FinanceImportSummary => ({
  kind: 'lpr',
  applied,
  added: [{ line: 2, key: '2099-01-20', values: { date: '2099-01-20', one_year: '2.95', five_year: '3.45', source: '测试' } }],
  changed: [{ line: 3, key: '2099-02-20', before: { five_year: '3.4' }, after: { five_year: '3.35' } }],
  unchanged: [],
  latest: '2099-02-20',
});

describe('pnpm toolhub finance import', () => {
  it('previews by default: posts the file to the preview call and prints what would be added and changed', async () => {
    const file = path.join(dir, 'lpr.csv');
    fs.writeFileSync(file, CSV);
    answer = () => ({ data: summary(false) });
    const { code, out } = await run(['finance', 'import', 'lpr', file]);
    expect(code).toBe(0);
    expect(hub.requests[0]).toMatchObject({ method: 'POST', url: '/admin/api/finance/lpr/preview', authorization: 'Bearer secret-token', body: { csv: CSV } });
    expect(out[0]).toBe('lpr (preview, nothing written): 1 added, 1 changed, 0 unchanged');
    expect(out.join('\n')).toContain('2099-01-20  date=2099-01-20 one_year=2.95 five_year=3.45 source=测试');
    expect(out.join('\n')).toMatch(/3\s+2099-02-20\s+five_year\s+3\.4 → 3\.35/);
    expect(out.at(-1)).toBe('run again with --apply to write these rows');
  });

  it('writes with --apply', async () => {
    const file = path.join(dir, 'lpr.csv');
    fs.writeFileSync(file, CSV);
    answer = () => ({ data: summary(true) });
    const { code, out } = await run(['finance', 'import', 'lpr', file, '--apply']);
    expect(code).toBe(0);
    expect(hub.requests[0]?.url).toBe('/admin/api/finance/lpr/apply');
    expect(out[0]).toBe('lpr: 1 added, 1 changed, 0 unchanged');
    expect(out.at(-1)).toBe('newest lpr date: 2099-02-20');
  });

  it('prints every bad row of a refused file and exits 1; checks the kind and the file before calling the hub', async () => {
    const file = path.join(dir, 'bad.csv');
    fs.writeFileSync(file, 'date,one_year,five_year\n2099-02-30,2.9,3.4\n');
    const problem = { type: 'about:blank', title: 'Unprocessable Entity', status: 422, detail: '1 problem in the lpr CSV; nothing was written', errors: [{ field: 'line 2, date', found: '"2099-02-30"', allowed: 'a date YYYY-MM-DD' }] };
    answer = () => ({ status: 422, text: JSON.stringify(problem) });
    const refused = await run(['finance', 'import', 'lpr', file, '--apply']);
    expect(refused.code).toBe(1);
    expect(refused.err).toEqual(['1 problem in the lpr CSV; nothing was written\nline 2, date: found "2099-02-30"; allowed: a date YYYY-MM-DD']);

    hub.requests.length = 0;
    expect((await run(['finance', 'import', 'rates', file])).code).toBe(2);
    const missing = await run(['finance', 'import', 'banks', path.join(dir, 'none.csv')]);
    expect(missing.code).toBe(1);
    expect(missing.err[0]).toContain('bank_code,category,term,term_label,rate,effective_date,source');
    expect(hub.requests).toEqual([]);
  });
});

/**
 * `toolhub finance import <lpr|banks|cities> <file.csv> [--apply]` (issue 22): sends the CSV to
 * the hub, which checks every row. Without --apply it is a preview: what would be added and
 * changed, nothing written. With --apply the hub writes the same in one transaction, audited
 * under the token's holder. A bad file is refused whole, each bad line named (exit 1).
 * Needs a releaser's or admin's right: the admin token (a team token cannot).
 */
import fs from 'node:fs';
import path from 'node:path';
import { FINANCE_CSV_MAX_BYTES, FINANCE_DATA_KINDS, financeCsvHeader, financeImportPath, financeImportResponseSchema, type FinanceDataKind, type FinanceImportSummary } from '@toolhub/contracts';
import { booleanFlag } from '../args';
import type { Command } from '../command';
import { CliError, UsageError } from '../errors';
import { formatTable } from '../table';

const pairs = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${value === '' ? '(empty)' : value}`)
    .join(' ');

/** What the operator reads of a summary. */
export function summaryLines(summary: FinanceImportSummary): string[] {
  const { kind, applied, added, changed, unchanged, latest } = summary;
  const counts = `${added.length} added, ${changed.length} changed, ${unchanged.length} unchanged`;
  const lines = [applied ? `${kind}: ${counts}` : `${kind} (preview, nothing written): ${counts}`];
  if (added.length) lines.push('', ...formatTable(['LINE', 'ADDED', 'VALUES'], added.map((row) => [String(row.line), row.key, pairs(row.values)])));
  if (changed.length) {
    const rows = changed.flatMap((row) => Object.keys(row.after).map((name, i) => [i ? '' : String(row.line), i ? '' : row.key, name, `${row.before[name] || '(empty)'} → ${row.after[name] || '(empty)'}`]));
    lines.push('', ...formatTable(['LINE', 'CHANGED', 'COLUMN', 'BEFORE → AFTER'], rows));
  }
  if (latest) lines.push('', `newest ${kind} date${applied ? '' : ' once applied'}: ${latest}`);
  if (!applied && (added.length || changed.length)) lines.push('run again with --apply to write these rows');
  return lines;
}

export const finance: Command = {
  name: 'finance',
  usage: `import <${FINANCE_DATA_KINDS.join('|')}> <file.csv> [--apply]`,
  summary: 'preview loading finance data from a CSV (checked row by row); --apply writes it, audited',
  flags: { apply: 'boolean' },
  positionals: [3, 3],
  async run(ctx, args) {
    const [subcommand, kind, file] = args.positionals as [string, string, string];
    if (subcommand !== 'import') throw new UsageError(`unknown finance subcommand "${subcommand}"`);
    if (!FINANCE_DATA_KINDS.includes(kind as FinanceDataKind)) throw new UsageError(`the kind must be one of ${FINANCE_DATA_KINDS.join(', ')}, not "${kind}"`);
    let csv: string;
    try {
      if (fs.statSync(file).size > FINANCE_CSV_MAX_BYTES) throw new CliError(`${file} is larger than ${FINANCE_CSV_MAX_BYTES} bytes: split it`);
      csv = fs.readFileSync(file, 'utf8');
    } catch (error) {
      if (error instanceof CliError) throw error;
      throw new CliError(`cannot read ${path.resolve(file)}: ${(error as NodeJS.ErrnoException).code ?? String(error)} (a ${kind} CSV starts with the header ${financeCsvHeader(kind as FinanceDataKind)})`);
    }
    const step = booleanFlag(args, 'apply') ? 'apply' : 'preview';
    const summary = await ctx.admin().post(financeImportPath(kind as FinanceDataKind, step), { csv }, financeImportResponseSchema);
    for (const line of summaryLines(summary)) ctx.out(line);
  },
};

/**
 * qpdf for the conversions: opening a visitor's PDF (decrypted, repaired where qpdf can) and
 * checking every PDF a conversion makes before it is handed back.
 *
 * Exit codes (qpdf --help=exit-status): 0 fine, 2 errors, 3 warnings only (a damaged file
 * qpdf could reconstruct).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { PDF_FAILURES } from '@toolhub/contracts';
import { convertFailure } from './failures';
import { runProgram } from './programs';

/** How qpdf says a password does not open the file. */
const INVALID_PASSWORD = /invalid password/i;

/**
 * Writes a decrypted copy of `source` to `target`. The password goes through a file in the
 * work dir, never on the command line, where any user of the machine could read it in the
 * process list. A password given for a file that opens without one is not held against the
 * visitor; a password qpdf refuses is: passwordRequired when none was given, else wrongPassword.
 */
export async function decryptPdf(source: string, target: string, password: string | undefined, signal: AbortSignal): Promise<void> {
  const attempt = async (withPassword: string | undefined) => {
    const args = ['--decrypt', source, target];
    if (withPassword !== undefined) {
      const passwordFile = path.join(path.dirname(target), 'password.txt');
      await fs.writeFile(passwordFile, withPassword, { mode: 0o600 });
      args.unshift(`--password-file=${passwordFile}`);
    }
    return runProgram('qpdf', args, { signal });
  };
  let outcome = await attempt(password || undefined);
  if (outcome.exitCode === 2 && password && INVALID_PASSWORD.test(outcome.stderr)) {
    const withoutPassword = await attempt(undefined);
    if (withoutPassword.exitCode !== 2) outcome = withoutPassword;
  }
  if (outcome.exitCode === 0 || outcome.exitCode === 3) return;
  if (INVALID_PASSWORD.test(outcome.stderr)) throw convertFailure(password ? PDF_FAILURES.wrongPassword : PDF_FAILURES.passwordRequired);
  throw convertFailure(PDF_FAILURES.damaged);
}

/** Whether `qpdf --check` finds the file sound: no errors and no warnings. */
export async function passesQpdfCheck(file: string, signal: AbortSignal): Promise<boolean> {
  const { exitCode } = await runProgram('qpdf', ['--check', file], { signal });
  return exitCode === 0;
}

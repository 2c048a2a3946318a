/**
 * LibreOffice headless for the conversions it does best: office files to PDF, and PDF to a
 * Word file (through its PDF import). One run is one `soffice` process with a profile of
 * its own in the conversion's work dir, so runs side by side never share (or lock) a profile
 * and nothing of one visitor's run is kept for the next.
 *
 * The profile starts with two settings, because the files come from anyone:
 *  - links to other places are not followed: a document's linked picture
 *    (`TargetMode="External"`) would otherwise make the server fetch any URL it names;
 *  - macros never run.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDF_FAILURES } from '@toolhub/contracts';
import { chineseFontsEnv } from './chinese-fonts';
import { convertFailure } from './failures';
import { runProgram } from './programs';

/** Paths in org.openoffice.Office.Common: Security/Scripting (read from LibreOffice's main.xcd). */
const SAFE_PROFILE = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>true</value></prop></item>
</oor:items>
`;

export interface OfficeConversion {
  /** The file to convert, inside `workDir`. */
  input: string;
  /** The conversion's private directory: the profile and the output go there. */
  workDir: string;
  /** The import filter: named, so a file LibreOffice cannot read as that type fails instead of opening as plain text. */
  importFilter: string;
  /** `--convert-to`: the output extension, and the export filter after a colon. */
  convertTo: string;
  signal: AbortSignal;
}

/** Converts the file and answers the path of what LibreOffice wrote; notConvertible when it wrote nothing. */
export async function convertWithLibreOffice({ input, workDir, importFilter, convertTo, signal }: OfficeConversion): Promise<string> {
  const profile = path.join(workDir, 'office-profile');
  const outDir = path.join(workDir, 'office-out');
  await fs.mkdir(path.join(profile, 'user'), { recursive: true });
  await fs.writeFile(path.join(profile, 'user', 'registrymodifications.xcu'), SAFE_PROFILE);
  const args = [
    `-env:UserInstallation=${pathToFileURL(profile).href}`,
    '--headless',
    '--norestore',
    '--nolockcheck',
    `--infilter=${importFilter}`,
    '--convert-to',
    convertTo,
    '--outdir',
    outDir,
    input,
  ];
  await runProgram('soffice', args, { signal, cwd: workDir, env: await chineseFontsEnv(workDir) });
  // soffice exits 0 when it cannot load the file ("source file could not be loaded"): what it wrote tells.
  const extension = convertTo.split(':')[0];
  const expected = path.join(outDir, `${path.parse(input).name}.${extension}`);
  const written = await fs.stat(expected).catch(() => undefined);
  if (!written?.isFile() || written.size === 0) throw convertFailure(PDF_FAILURES.notConvertible);
  return expected;
}

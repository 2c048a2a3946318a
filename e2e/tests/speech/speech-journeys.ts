/**
 * What the speech journeys do in Node beside the page: open a tool, download a result, and
 * hear audio with the server's own decoder (ffmpeg) and recogniser (PocketSphinx).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { decodeToPcm } from '../../../server/engines/speech/audio/decode';
import { durationOf, rmsOf } from '../../../server/engines/speech/audio/pcm';
import { pocketsphinx } from '../../../server/engines/speech/asr/pocketsphinx';

/** A real recording (how it was made: this folder's README). */
export const clip = (name: string) => fs.readFileSync(path.join(import.meta.dirname, name));

export async function openTool(page: Page, toolPath: string, module: string): Promise<Locator> {
  await page.goto(`/${toolPath}.html`);
  const tool = page.locator(`[data-tool-ready="speech/${module}"]`);
  await expect(tool).toBeVisible();
  return tool;
}

export async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}

/** The audio's length, loudness (RMS, 0–1) and what PocketSphinx hears in it. */
export async function hear(bytes: Buffer) {
  const pcm = await decodeToPcm(bytes);
  const segments = await pocketsphinx.transcribe(pcm, { signal: new AbortController().signal, progress: () => undefined });
  return { seconds: durationOf(pcm), loudness: rmsOf(pcm.samples), words: segments.map((segment) => segment.Text).join(' ') };
}

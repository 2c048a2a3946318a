/**
 * axe-core's serious and critical accessibility violations on a page or in a frame, as lines
 * that name the rule and where. The engine is injected as a script, so the page must be opened
 * with `bypassCSP` (the hub's policy rightly allows no inline script).
 */
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** `within`: a selector to check inside; the whole document by default. */
export async function seriousViolations(target: Page | Frame, within?: string): Promise<string[]> {
  // Colours are judged as they end up: a dialog still fading in is measured at part of its
  // opacity. Spinners run for ever, so only the animations that end are waited for.
  await target.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await target.evaluate(axeSource);
  const violations = await target.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: Element | Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const context = selector ? (document.querySelector(selector) as Element) : document;
    return (await axe.run(context, { resultTypes: ['violations'] })).violations;
  }, within);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

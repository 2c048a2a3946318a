import { BREAKPOINTS } from '@toolhub/contracts';

export type Breakpoint = keyof typeof BREAKPOINTS;

const LARGEST_FIRST = (Object.entries(BREAKPOINTS) as [Breakpoint, number][]).sort((a, b) => b[1] - a[1]);

/** The breakpoint a width falls in: xs from 0, sm 600, md 900, lg 1200, xl 1536 (spec §9). */
export function breakpointOf(width: number): Breakpoint {
  return LARGEST_FIRST.find(([, min]) => width >= min)?.[0] ?? 'xs';
}

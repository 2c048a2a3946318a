import type { ToolMeta } from '@toolhub/contracts';
import { caloriesEntry } from './tools/calories/entry';
import { locationEntry } from './tools/location/entry';

/**
 * The everyday family's tools, read by the shell (and by the build, in Node: so type imports
 * only). Each tool's entry lives in its own folder beside its screen.
 */
export const catalog: ToolMeta[] = [caloriesEntry, locationEntry];

export default catalog;

import type { ToolMeta } from '@toolhub/contracts';
import { imageFixEntry } from './tools/image-fix/entry';
import { animeFilterEntry } from './tools/anime-filter/entry';
import { textRemovalEntry } from './tools/text-removal/entry';
import { humanSplitEntry } from './tools/human-split/entry';
import { faceFilterEntry } from './tools/face-filter/entry';
import { aiArtEntry } from './tools/ai-art/entry';

/**
 * The image effects family's tools, read by the shell (and by the build, in Node: so type
 * imports only). Each tool's entry lives in its own folder beside its screen.
 */
export const catalog: ToolMeta[] = [imageFixEntry, humanSplitEntry, animeFilterEntry, textRemovalEntry, faceFilterEntry, aiArtEntry];

export default catalog;

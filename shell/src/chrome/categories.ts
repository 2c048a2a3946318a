import { PAGE_SUFFIX, type HubTool } from '@toolhub/contracts';

export interface ToolCategory {
  name: string;
  tools: HubTool[];
}

/** Tools grouped by category, in the order the catalog first names each category. */
export function groupByCategory(tools: readonly HubTool[]): ToolCategory[] {
  const groups = new Map<string, HubTool[]>();
  for (const tool of tools) {
    const group = groups.get(tool.category) ?? [];
    group.push(tool);
    groups.set(tool.category, group);
  }
  return [...groups].map(([name, grouped]) => ({ name, tools: grouped }));
}

/** The tool path of an address path: '/ocr.html' → 'ocr'; the homepage is ''. */
export function toolPathOf(pathname: string): string {
  const last = pathname.split('/').pop() ?? '';
  return last.endsWith(PAGE_SUFFIX) ? last.slice(0, -PAGE_SUFFIX.length) : '';
}

/** The id of a category's section on the landing page, so the navigation can link to it. */
export const categoryAnchor = (category: string) => `category-${category}`;

/** Called when a tool link is hovered or focused, so its remote can start loading early. */
export type PreloadTool = (tool: HubTool) => void;

import { TEXT_CATEGORY, TEXT_FAMILY_SCENES, TEXT_SCENES, TEXT_TYPES, TOOL_IDS, catalogSchema, type TextTool } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog';

const MODULES: Record<TextTool, string> = { Summary: './ArticleSummary', DocAi: './DocAi', ParseFile: './ParseFile', WebPage: './WebPage' };

describe('text catalog', () => {
  it('is a valid catalog with unique paths, ids and scenes, all in one category', () => {
    expect(catalogSchema.safeParse(catalog).success).toBe(true);
    expect(new Set(catalog.map((tool) => tool.path)).size).toBe(catalog.length);
    expect(new Set(catalog.map((tool) => tool.toolid)).size).toBe(catalog.length);
    expect(new Set(catalog.map((tool) => tool.category))).toEqual(new Set([TEXT_CATEGORY]));
  });

  it("holds each tool to the family's request type, id and scene", () => {
    for (const [tool, module] of Object.entries(MODULES) as [TextTool, string][]) {
      expect(catalog.find((entry) => entry.module === module)).toMatchObject({ reqType: TEXT_TYPES[tool], toolid: TEXT_TYPES[tool], scene: TEXT_SCENES[tool] });
    }
    for (const tool of catalog) expect(Object.values(TOOL_IDS)).not.toContain(tool.toolid);
    expect(new Set(catalog.map((tool) => tool.scene))).toEqual(new Set(TEXT_FAMILY_SCENES));
  });

  it('charges (login first) only for document questions, the heaviest', () => {
    expect(catalog.filter((tool) => tool.needCharge).map((tool) => tool.module)).toEqual(['./DocAi']);
  });
});

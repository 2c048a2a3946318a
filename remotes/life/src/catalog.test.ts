import { LIFE_CATEGORY, LIFE_SCENES, LIFE_TOOL_IDS, LIFE_TYPES, TOOL_IDS, catalogSchema, type LifeTool } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog';

const MODULES: Record<LifeTool, string> = { CalorieEstimate: './Calories', Location: './Location' };

describe('life catalog', () => {
  it('is a valid catalog with unique paths, ids and scenes, all in the everyday category', () => {
    expect(catalogSchema.safeParse(catalog).success).toBe(true);
    expect(new Set(catalog.map((tool) => tool.path))).toEqual(new Set(['calories', 'location']));
    expect(new Set(catalog.map((tool) => tool.category))).toEqual(new Set([LIFE_CATEGORY]));
  });

  it("holds each tool to the family's tool id, request type and scene", () => {
    for (const [tool, module] of Object.entries(MODULES) as [LifeTool, string][]) {
      expect(catalog.find((entry) => entry.module === module)).toMatchObject({ toolid: LIFE_TOOL_IDS[tool], reqType: LIFE_TYPES[tool], scene: LIFE_SCENES[tool] });
    }
  });

  it('takes ids no spec tool has, and asks nobody to log in first', () => {
    for (const tool of catalog) expect(Object.values(TOOL_IDS)).not.toContain(tool.toolid);
    expect(catalog.every((tool) => !tool.needCharge)).toBe(true);
  });
});

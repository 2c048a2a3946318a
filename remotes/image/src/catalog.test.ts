import { IMAGE_EFFECT_SCENES, IMAGE_EFFECT_TYPES, IMAGE_FAMILY_SCENES, TOOL_IDS, catalogSchema, type ImageEffectTool } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog';

const MODULES: Record<ImageEffectTool, string> = {
  ImageFix: './ImageFix',
  AnimeFilter: './AnimeFilter',
  TextRemoval: './TextRemoval',
  HumanSplit: './HumanSplit',
  FaceFilter: './FaceFilter',
  AiArt: './AiArt',
};

describe('image catalog', () => {
  it('is a valid catalog with unique paths, ids and scenes, all in one category', () => {
    expect(catalogSchema.safeParse(catalog).success).toBe(true);
    expect(new Set(catalog.map((tool) => tool.path)).size).toBe(catalog.length);
    expect(new Set(catalog.map((tool) => tool.toolid)).size).toBe(catalog.length);
    expect(new Set(catalog.map((tool) => tool.category))).toEqual(new Set(['图片处理']));
  });

  it("holds each tool to the family's request type and scene, and AI art to the spec's tool id 49", () => {
    for (const [tool, module] of Object.entries(MODULES) as [ImageEffectTool, string][]) {
      expect(catalog.find((entry) => entry.module === module)).toMatchObject({ reqType: IMAGE_EFFECT_TYPES[tool], scene: IMAGE_EFFECT_SCENES[tool] });
    }
    expect(catalog.find((entry) => entry.module === './AiArt')?.toolid).toBe(TOOL_IDS.AiArt);
  });

  it("gives the effects free ids that no spec tool has, and charges (login first) for the two heavy ones", () => {
    for (const tool of catalog.filter((entry) => entry.module !== './AiArt')) expect(Object.values(TOOL_IDS)).not.toContain(tool.toolid);
    expect(catalog.filter((tool) => tool.needCharge).map((tool) => tool.module).sort()).toEqual(['./AiArt', './ImageFix']);
  });

  it('declares exactly the scenes the equity texts word as image work (IMAGE_FAMILY_SCENES)', () => {
    expect(new Set(catalog.map((tool) => tool.scene))).toEqual(new Set(IMAGE_FAMILY_SCENES));
  });

  it('never calls the built-in painter AI in its name', () => {
    expect(catalog.find((entry) => entry.module === './AiArt')?.name).not.toMatch(/AI/i);
  });
});

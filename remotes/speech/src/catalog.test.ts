import { ASR_MAX_BYTES, SPEECH_SCENES, SPEECH_TYPES, TOOL_IDS, catalogSchema, type SpeechTool } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog';

const MODULES: Record<SpeechTool, string> = { TextToSpeech: './TextToSpeech', AudioToText: './AudioToText' };

describe('speech catalog', () => {
  it('is a valid catalog with unique paths, ids and scenes, all in 语音工具', () => {
    expect(catalogSchema.safeParse(catalog).success).toBe(true);
    expect(new Set(catalog.map((tool) => tool.path))).toEqual(new Set(['text-to-speech', 'audio-to-text']));
    expect(new Set(catalog.map((tool) => tool.category))).toEqual(new Set(['语音工具']));
  });

  it("holds each tool to the family's request type, tool id and scene", () => {
    for (const [tool, module] of Object.entries(MODULES) as [SpeechTool, string][]) {
      expect(catalog.find((entry) => entry.module === module)).toMatchObject({ reqType: SPEECH_TYPES[tool], toolid: SPEECH_TYPES[tool], scene: SPEECH_SCENES[tool] });
    }
    for (const tool of catalog) expect(Object.values(TOOL_IDS)).not.toContain(tool.toolid);
  });

  it('charges (login first) for transcription only, with the upload limit of the contract', () => {
    expect(catalog.filter((tool) => tool.needCharge).map((tool) => tool.module)).toEqual(['./AudioToText']);
    expect(catalog.find((tool) => tool.module === './AudioToText')?.maxsize).toBe(ASR_MAX_BYTES);
  });
});

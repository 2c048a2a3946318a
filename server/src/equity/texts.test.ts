import { describe, expect, it } from 'vitest';
import { EQUITY_TEXT, EQUITY_TEXT_IDS, EQUITY_TEXT_LANGS, IMAGE_FAMILY_SCENES, PDF_FAMILY_SCENES, SPEECH_SCENES, TEXT_FAMILY_SCENES } from '@toolhub/contracts';
import { sceneTexts } from './texts';

const text = (scene: string, lang: (typeof EQUITY_TEXT_LANGS)[number], id: number) => sceneTexts(scene, lang)[String(id)]?.content;
/** How many '#' counts and '#元' prices a text holds. */
const placeholders = (content = '') => ({ prices: content.split('#元').length - 1, counts: content.replaceAll('#元', '').split('#').length - 1 });

describe('sceneTexts', () => {
  it('has every text id in both languages', () => {
    for (const lang of EQUITY_TEXT_LANGS) {
      expect(Object.keys(sceneTexts('basic_ocr', lang)).map(Number).sort((a, b) => a - b)).toEqual([...EQUITY_TEXT_IDS]);
    }
  });

  it('words each tip with exactly the values the browser fills in (spec §3: # the count, #元 the price)', () => {
    const expected: [number, { prices: number; counts: number }][] = [
      [EQUITY_TEXT.tipNoLogin, { prices: 0, counts: 1 }],
      [EQUITY_TEXT.tipNoLoginTried, { prices: 0, counts: 1 }],
      [EQUITY_TEXT.tipNoEquity, { prices: 1, counts: 1 }],
      [EQUITY_TEXT.tipNoEquityNoPrice, { prices: 0, counts: 1 }],
      [EQUITY_TEXT.tipEquity, { prices: 0, counts: 0 }],
      [EQUITY_TEXT.tipPaid, { prices: 0, counts: 1 }],
    ];
    for (const lang of EQUITY_TEXT_LANGS) {
      for (const [id, shape] of expected) expect(placeholders(text('basic_ocr', lang, id)), `${lang} ${id}`).toEqual(shape);
    }
  });

  it('says what a login brings every day, and that the anonymous try is gone when it is, without promising uses for today', () => {
    expect(text('basic_ocr', 'zh-CN', EQUITY_TEXT.tipNoLogin)).toBe('登录后每天可免费使用#次');
    expect(text('basic_ocr', 'zh-CN', EQUITY_TEXT.tipNoLoginTried)).toBe('今日免费试用已用完，登录后每天可免费使用#次');
    expect(text('basic_ocr', 'en', EQUITY_TEXT.tipNoLoginTried)).toBe("Today's free try is used up; log in for # free uses every day");
  });

  it("does not call the paid tip's count paid: it counts today's free uses too", () => {
    expect(text('basic_ocr', 'zh-CN', EQUITY_TEXT.tipPaid)).not.toMatch(/付费次数#/);
    expect(text('basic_ocr', 'en', EQUITY_TEXT.tipPaid)).not.toMatch(/# paid/);
  });

  it('words the quota of every PDF tool scene as PDF work, and of the PDF count call without a scene', () => {
    for (const scene of PDF_FAMILY_SCENES) {
      expect(text(scene, 'zh-CN', EQUITY_TEXT.usedUp), scene).toContain('PDF');
      expect(text(scene, 'en', EQUITY_TEXT.usedUp), scene).toContain('PDF');
      // Only the texts a scene words its own way differ.
      expect(text(scene, 'zh-CN', EQUITY_TEXT.tipNoLogin)).toBe(text('basic_ocr', 'zh-CN', EQUITY_TEXT.tipNoLogin));
    }
    expect(text('basic_ocr', 'zh-CN', EQUITY_TEXT.usedUp)).not.toContain('PDF');
  });

  it('words the quota of every image tool scene as picture work', () => {
    for (const scene of IMAGE_FAMILY_SCENES) {
      expect(text(scene, 'zh-CN', EQUITY_TEXT.usedUp), scene).toContain('图片处理');
      expect(text(scene, 'en', EQUITY_TEXT.usedUp), scene).toContain('picture');
    }
    expect(text('pdf_split', 'zh-CN', EQUITY_TEXT.usedUp)).not.toContain('图片');
  });

  it('words the quota of the speech and text tools as their own work', () => {
    for (const scene of Object.values(SPEECH_SCENES)) expect(text(scene, 'zh-CN', EQUITY_TEXT.usedUp), scene).toContain('语音处理');
    for (const scene of TEXT_FAMILY_SCENES) expect(text(scene, 'en', EQUITY_TEXT.usedUp), scene).toContain('text jobs');
  });
});

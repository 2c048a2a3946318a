/**
 * Fonts for documents made on Chinese systems. Their runs name fonts this machine lacks (宋体,
 * 微软雅黑, 等线 …); left to itself LibreOffice falls back to whatever CJK face fontconfig
 * lists first (Noto Sans CJK **JP** here) for all of them, so a 宋体 body turns sans-serif.
 * This maps each common name to the Noto CJK SC face of the same style — Song, Fangsong and
 * Kai to the serif, Hei, YaHei and DengXian to the sans — so the text keeps its look and the
 * Simplified Chinese glyph forms. Poppler reads PDFs that name such fonts without embedding
 * them through the same map.
 *
 * The map is a fontconfig file in the conversion's own XDG config dir, which the system
 * configuration includes (conf.d/50-user.conf): nothing is installed on the machine.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { escapeXml } from '../../src/xml';

const SERIF = 'Noto Serif CJK SC';
const SANS = 'Noto Sans CJK SC';
/** The faces the map points at: without them the map points nowhere (requirements.ts). */
export const CHINESE_FACES = [SERIF, SANS] as const;

/** Font names as Chinese documents spell them (Chinese and English names), and the face for each. */
const CHINESE_FONTS: Record<string, string> = {
  宋体: SERIF, SimSun: SERIF, 新宋体: SERIF, NSimSun: SERIF, 华文宋体: SERIF, STSong: SERIF, 华文中宋: SERIF, STZhongsong: SERIF,
  仿宋: SERIF, FangSong: SERIF, 仿宋_GB2312: SERIF, FangSong_GB2312: SERIF, 华文仿宋: SERIF, STFangsong: SERIF,
  楷体: SERIF, KaiTi: SERIF, 楷体_GB2312: SERIF, KaiTi_GB2312: SERIF, 华文楷体: SERIF, STKaiti: SERIF,
  思源宋体: SERIF, 'Source Han Serif SC': SERIF, 'Source Han Serif CN': SERIF,
  黑体: SANS, SimHei: SANS, 微软雅黑: SANS, 'Microsoft YaHei': SANS, 'Microsoft YaHei UI': SANS, 等线: SANS, DengXian: SANS,
  华文黑体: SANS, STHeiti: SANS, 华文细黑: SANS, STXihei: SANS, 苹方: SANS, 'PingFang SC': SANS,
  思源黑体: SANS, 'Source Han Sans SC': SANS, 'Source Han Sans CN': SANS,
};

export function chineseFontsConfig(): string {
  // prepend_first + strong: ahead of any alias the system has for the name (fonts-arphic maps
  // SimSun to AR PL UMing), and ahead of the generic fallbacks.
  const rules = Object.entries(CHINESE_FONTS).map(
    ([name, face]) =>
      `  <match target="pattern"><test name="family"><string>${escapeXml(name)}</string></test>` +
      `<edit name="family" mode="prepend_first" binding="strong"><string>${face}</string></edit></match>`,
  );
  return `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n${rules.join('\n')}\n</fontconfig>\n`;
}

/**
 * Writes the map under `dir` and answers the environment that makes a program read it.
 * XDG_CONFIG_HOME moves only where fontconfig looks for a user's own configuration.
 */
export async function chineseFontsEnv(dir: string): Promise<Record<string, string>> {
  const configHome = path.join(dir, 'xdg-config');
  await fs.mkdir(path.join(configHome, 'fontconfig'), { recursive: true });
  await fs.writeFile(path.join(configHome, 'fontconfig', 'fonts.conf'), chineseFontsConfig());
  return { XDG_CONFIG_HOME: configHome };
}

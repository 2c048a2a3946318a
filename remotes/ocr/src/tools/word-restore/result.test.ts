import { describe, expect, it } from 'vitest';
import { expectReadsImage, inChinese } from '../../test-support/results';
import { t } from './messages';
import { readRestoration, restorationFacts } from './result';

const data = { Width: 1294, Height: 1064, SkewDegrees: -3.24, LightSpreadBefore: 46.3, LightSpreadAfter: 0.6 };

inChinese();

describe('word restoration result', () => {
  it('reads the restored page and its figures', () => expectReadsImage(readRestoration, data, 'restored.jpg', 'handwriting-erased.jpg'));

  it('says how far the page was turned back and how uneven its light was', () => {
    expect(restorationFacts(data, t)).toEqual(['已纠正倾斜 3.2°', '已去除阴影和光照不均（亮度起伏 46 → 1）', '已增强对比度和清晰度']);
    expect(restorationFacts({ ...data, SkewDegrees: 0.04, LightSpreadBefore: 1.2 }, t).slice(0, 2)).toEqual(['页面无倾斜', '光照均匀']);
  });

  it('says first that a sheet photographed at an angle was flattened, and only then', () => {
    expect(restorationFacts({ ...data, Flattened: true }, t)[0]).toBe('已找到纸张四角并拉平透视');
    expect(restorationFacts({ ...data, Flattened: false }, t)[0]).toBe('已纠正倾斜 3.2°');
  });
});

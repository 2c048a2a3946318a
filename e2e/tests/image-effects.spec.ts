/**
 * The image family as visitors use it, in real Chromium against the real server and engines:
 * each tool with a real photo, the result downloaded and measured in Node — its size and
 * format, something changed where the effect acts and nothing where it does not.
 * Photos: server/engines/image-recognition/test-data (public domain and CC0, see its README).
 */
import { expect, test } from '@playwright/test';
import { captionedPhoto } from '../../server/engines/image/text-removal/test-support/captioned-photo';
import { choosePhoto, logIn, meanDifference, openTool, photo, rgba, runAndDownload, sharp } from './image/image-journeys';
import { logInWithQq } from './journeys';

test('anime filter: a photo comes back as a pencil sketch of the same size, and the comparison slider moves by keys', async ({ page }) => {
  test.setTimeout(120_000);
  const tool = await openTool(page, 'anime-filter', 'AnimeFilter');
  await expect(tool.getByText('不使用 AI 模型')).toBeVisible();
  await choosePhoto(page, tool, '咖啡.jpg', photo('coffee-cup.jpg'));
  await tool.getByRole('radio', { name: /铅笔素描/ }).check();
  const result = await runAndDownload(page, tool, '开始转换');
  expect(result.name).toBe('咖啡-anime.jpg');
  const [before, after] = await Promise.all([rgba(photo('coffee-cup.jpg')), rgba(result.bytes)]);
  expect([after.info.width, after.info.height]).toEqual([before.info.width, before.info.height]);
  // A sketch is grey: the colour of the cup and the wood is gone.
  let colourful = 0;
  for (let p = 0; p < after.data.length; p += 4) if (Math.max(after.data[p], after.data[p + 1], after.data[p + 2]) - Math.min(after.data[p], after.data[p + 1], after.data[p + 2]) > 40) colourful++;
  expect(colourful / (after.data.length / 4)).toBeLessThan(0.02);
  expect(meanDifference(before, after)).toBeGreaterThan(20);

  const divider = tool.getByRole('slider', { name: '对比分割线' });
  await divider.focus();
  await page.keyboard.press('End');
  await expect(divider).toHaveAttribute('aria-valuenow', '100');
});

test('text removal: a caption at the bottom is painted over and the rest of the photo is left as it was', async ({ page }) => {
  test.setTimeout(120_000);
  const made = await captionedPhoto(photo('rocket-launch.jpg'), [{ text: '发射成功 Liftoff!', x: 0.08, y: 0.9, size: 44, look: 'subtitle' }], { width: 720, height: 1080, quality: 70 });
  const tool = await openTool(page, 'text-removal', 'TextRemoval');
  await choosePhoto(page, tool, 'launch.jpg', made.jpeg);
  await tool.getByRole('radio', { name: /底部字幕/ }).check();
  const result = await runAndDownload(page, tool, '开始去除');
  expect(result.name).toBe('launch-no-text.jpg');
  await expect(tool.getByText(/已去除 \d+ 处文字/)).toBeVisible();
  const after = await rgba(result.bytes);
  const clean = { data: Buffer.from(made.clean.data), info: { width: made.clean.width, height: made.clean.height, channels: 4 } };
  const uploaded = await rgba(made.jpeg);
  const [text] = made.textRects;
  // Where the caption was, the result is much nearer the clean photo than the upload was …
  expect(meanDifference(after, clean, text)).toBeLessThan(meanDifference(uploaded, clean, text) * 0.5);
  // … and the top half, far from it, is the upload's own pixels (only the JPEG saved again).
  const top = { left: 0, top: 0, right: 720, bottom: 540 };
  expect(meanDifference(after, uploaded, top)).toBeLessThan(1.5);
});

test('human split: a portrait becomes a transparent cut-out, then a blue 1-inch ID photo', async ({ page }) => {
  test.setTimeout(150_000);
  await openTool(page, 'human-split', 'HumanSplit');
  await logIn(page, '抠图');
  const tool = await openTool(page, 'human-split', 'HumanSplit');
  await choosePhoto(page, tool, 'hopper.jpg', photo('grace-hopper.jpg'));
  const cutout = await runAndDownload(page, tool, '开始抠图');
  expect(cutout.name).toBe('hopper-cutout.png');
  const png = await rgba(cutout.bytes);
  expect(await sharp(cutout.bytes).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
  const alphaAt = (x: number, y: number) => png.data[(y * png.info.width + x) * 4 + 3];
  // The top corners are background: see-through. The face, near the middle, is kept whole.
  expect(alphaAt(5, 5)).toBe(0);
  expect(alphaAt(png.info.width - 6, 5)).toBe(0);
  expect(alphaAt(Math.round(png.info.width / 2), Math.round(png.info.height * 0.35))).toBe(255);

  await tool.getByRole('radio', { name: '证件照' }).check();
  await tool.getByRole('radio', { name: /^蓝色/ }).check();
  await tool.getByRole('radio', { name: /一寸/ }).check();
  const id = await runAndDownload(page, tool, '开始抠图');
  expect(id.name).toBe('hopper-id-photo.jpg');
  const jpeg = await rgba(id.bytes);
  expect([jpeg.info.width, jpeg.info.height]).toEqual([295, 413]);
  const [r, g, b] = jpeg.data.subarray(4 * (3 * 295 + 3), 4 * (3 * 295 + 3) + 3);
  // #438edb, within JPEG's rounding.
  expect(Math.abs(r - 0x43) + Math.abs(g - 0x8e) + Math.abs(b - 0xdb)).toBeLessThan(18);
  await expect(tool.getByText(/一寸证件照，295 × 413 像素/)).toBeVisible();
});

test('face filters: glasses on the eyes and smoother skin, the background untouched; a cup has no face', async ({ page }) => {
  test.setTimeout(120_000);
  await openTool(page, 'face-filter', 'FaceFilter');
  await logIn(page, '特效');
  const tool = await openTool(page, 'face-filter', 'FaceFilter');
  await choosePhoto(page, tool, 'hopper.jpg', photo('grace-hopper.jpg'));
  await tool.getByRole('radio', { name: '墨镜' }).check();
  const result = await runAndDownload(page, tool, '应用特效');
  expect(result.name).toBe('hopper-face.jpg');
  await expect(tool.getByText('找到 1 张人脸并已处理')).toBeVisible();
  const [before, after] = await Promise.all([rgba(photo('grace-hopper.jpg')), rgba(result.bytes)]);
  expect([after.info.width, after.info.height]).toEqual([before.info.width, before.info.height]);
  const { width, height } = before.info;
  // The face (the middle third across, the upper part) changed; a strip down the left edge did not.
  expect(meanDifference(before, after, { left: Math.round(width / 3), top: Math.round(height * 0.15), right: Math.round((2 * width) / 3), bottom: Math.round(height * 0.45) })).toBeGreaterThan(6);
  expect(meanDifference(before, after, { left: 0, top: 0, right: Math.round(width * 0.08), bottom: height })).toBeLessThan(1.5);

  await tool.getByRole('button', { name: '处理新图片' }).click();
  await choosePhoto(page, tool, 'cup.jpg', photo('coffee-cup.jpg'), { agree: false });
  await tool.getByRole('button', { name: '应用特效' }).click();
  await expect(tool.getByText('人脸特效失败！没有找到人脸，请换一张正脸清晰的照片')).toBeVisible({ timeout: 60_000 });
});

/** Peak signal-to-noise ratio of two same-sized pictures (RGB), in dB. */
function psnr(a: Awaited<ReturnType<typeof rgba>>, b: Awaited<ReturnType<typeof rgba>>): number {
  let squared = 0;
  let count = 0;
  for (let p = 0; p < a.data.length; p += 4) {
    for (let c = 0; c < 3; c++) squared += (a.data[p + c] - b.data[p + c]) ** 2;
    count += 3;
  }
  return 10 * Math.log10((255 * 255) / (squared / count));
}

test('image fix, a charged tool: a photo shrunk to half comes back 2× larger and nearer the original than a plain enlargement', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/image-fix.html');
  await expect(page.getByRole('dialog', { name: '请先登录' })).toBeVisible();
  await logInWithQq(page, `修复${Date.now() % 100000}`);
  const tool = await openTool(page, 'image-fix', 'ImageFix');
  await expect(tool.getByText(/ESRGAN 超分辨率神经网络/)).toBeVisible();

  // The original at 480 × 320; what the visitor has is half of it, saved as a JPEG.
  const original = await sharp(photo('coffee-cup.jpg')).resize(480, 320, { fit: 'fill' }).jpeg({ quality: 95 }).toBuffer();
  const small = await sharp(original).resize(240, 160, { fit: 'fill', kernel: 'cubic' }).jpeg({ quality: 90 }).toBuffer();
  await choosePhoto(page, tool, 'cup-small.jpg', small);
  const result = await runAndDownload(page, tool, '开始修复', { timeout: 150_000 });
  expect(result.name).toBe('cup-small-fixed.jpg');
  await expect(tool.getByText('已放大到 480 × 320 像素（2 倍）')).toBeVisible();
  const [fixed, truth, bicubic] = await Promise.all([rgba(result.bytes), rgba(original), rgba(await sharp(small).resize(480, 320, { fit: 'fill', kernel: 'cubic' }).jpeg({ quality: 95 }).toBuffer())]);
  expect([fixed.info.width, fixed.info.height]).toEqual([480, 320]);
  expect(psnr(fixed, truth)).toBeGreaterThan(psnr(bicubic, truth));
});

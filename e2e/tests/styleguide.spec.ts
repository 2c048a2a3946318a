import { seriousViolations } from './test-support/axe';
import { expect, test, type Frame, type Page } from '@playwright/test';

/**
 * The living style guide (issue 16): every primitive of @toolhub/ui renders in each language,
 * colour scheme and width, and axe-core finds no serious or critical accessibility fault in
 * any of them — with the dialogs open too.
 */

/** Each primitive's section; Field holds Input, Select, NumberInput and PasswordInput, RadioGroup holds Radio. */
const PRIMITIVES = [
  'Button',
  'IconButton',
  'Card',
  'Panel',
  'Field',
  'Checkbox',
  'RadioGroup',
  'Switch',
  'Slider',
  'SegmentedControl',
  'Tabs',
  'Progress',
  'Badge',
  'Tooltip',
  'EmptyState',
  'ResultArea',
  'ComparisonSlider',
  'FilePreview',
  'FileList',
  'DownloadCard',
  'UploadBox',
  'EquityTipBar',
  'Stars',
  'Dialog · NoticeDialog · Toast',
];

// The axe engine is injected as a script; the hub's policy rightly allows no inline script.
test.use({ bypassCSP: true });

async function frameOf(page: Page, width: 'desktop' | 'phone'): Promise<Frame> {
  const frame = await (await page.locator(`iframe[data-frame="${width}"]`).elementHandle())?.contentFrame();
  if (!frame) throw new Error(`no ${width} frame`);
  await frame.waitForSelector('[data-specimen="Button"]');
  return frame;
}

for (const lang of ['zh-CN', 'en'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the style guide in ${lang}, ${scheme}: every primitive at both widths, no serious axe violation`, async ({ page }) => {
      await page.goto('/styleguide');
      await page.getByRole('radio', { name: lang === 'en' ? 'English' : '中文' }).click();
      await page.getByRole('radio', { name: scheme === 'dark' ? /深色|Dark/ : /浅色|Light/ }).click();
      for (const width of ['desktop', 'phone'] as const) {
        const frame = await frameOf(page, width);
        await expect.poll(() => frame.evaluate(() => document.documentElement.dataset.thScheme)).toBe(scheme);
        expect(await frame.evaluate(() => document.documentElement.lang)).toBe(lang);
        // The frame really is that wide: its media queries are a phone's or a desktop's.
        expect(await frame.evaluate(() => window.innerWidth)).toBe(width === 'phone' ? 390 : 1280);
        for (const name of PRIMITIVES) await expect(frame.locator(`[data-specimen="${name}"]`), name).toBeVisible();
        // In the dark scheme the page is dark: the tokens flipped, not just the frame's edge.
        const ground = await frame.evaluate(() => getComputedStyle(document.querySelector('main') as Element).backgroundColor);
        const [r, g, b] = (ground.match(/\d+/g) ?? []).map(Number);
        if (scheme === 'dark') expect(r + g + b, ground).toBeLessThan(120);
        else expect(r + g + b, ground).toBeGreaterThan(600);
        expect(await seriousViolations(frame), `${lang} ${scheme} ${width}`).toEqual([]);
      }
    });
  }
}

test('the primitives answer the keyboard in the guide, and the open dialogs pass axe too', async ({ page }) => {
  await page.goto('/styleguide?frame&lang=zh-CN&scheme=light');
  const main = page.getByRole('main');

  // Tabs: arrows move between tabs and show the chosen panel.
  const tabs = main.locator('[data-specimen="Tabs"]');
  await tabs.getByRole('tab', { name: '文字' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: '表格' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tabpanel')).toContainText('3 行 × 4 列');

  // SegmentedControl: one tab stop, arrows choose.
  const segments = main.locator('[data-specimen="SegmentedControl"]').getByRole('radiogroup').first();
  await segments.getByRole('radio', { name: '商业贷款' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(segments.getByRole('radio', { name: '公积金贷款' })).toHaveAttribute('aria-checked', 'true');

  // ComparisonSlider: the divider is a slider the arrows move.
  const divider = main.locator('[data-specimen="ComparisonSlider"]').getByRole('slider');
  await divider.focus();
  await page.keyboard.press('End');
  await expect(divider).toHaveAttribute('aria-valuenow', '100');

  // Tooltip: shown on keyboard focus, gone on Escape.
  await main.getByRole('button', { name: '免费次数说明' }).focus();
  await expect(page.getByRole('tooltip')).toHaveText('每天 0 点重置免费次数');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  // FileList: moving a file down says where it went.
  const files = main.locator('[data-specimen="FileList"]');
  await files.getByRole('button', { name: /下移|Move .* down/ }).first().click();
  await expect(files.getByRole('listitem').nth(1)).toContainText('合同扫描件.pdf');

  // A dialog: focus goes in, Escape closes it and focus comes back.
  const opener = main.getByRole('button', { name: '打开对话框' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: '确认删除' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page.mainFrame())).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the style guide is served in this environment as a page of the shell alone', async ({ request }) => {
  const res = await request.get('/styleguide');
  expect(res.status()).toBe(200);
  expect(res.headers()['x-robots-tag']).toBe('noindex');
});

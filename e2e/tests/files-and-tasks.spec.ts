import crypto from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { toolFromFixtureRemote } from './fixture-remote';

/** sharp is the server's: the test makes a real PNG with it. */
const sharp = createRequire(path.join(import.meta.dirname, '../../server/package.json'))('sharp') as (options: object) => {
  png(): { toBuffer(): Promise<Buffer> };
};

/** A real PNG of about 2 MB: noise does not compress, so the upload takes a while on a slowed link. */
async function noisePng(): Promise<Buffer> {
  return sharp({ create: { width: 820, height: 820, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
}

test('a file goes up through cos-js-sdk-v5 with a progress bar, and a task reads it back byte for byte', async ({ page }) => {
  // The fixture remote serves this page's tool.
  await toolFromFixtureRemote(page, { dir: 'upload-lab', name: 'uploadlab', module: './UploadLab', toolPath: 'lpr' });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(`${r.method()} ${new URL(r.url()).pathname}`));

  await page.goto('/lpr.html');
  const input = page.getByTestId('file');
  await expect(input).toBeAttached();
  // The storage SDK is not part of the page until an upload starts.
  expect(requested.filter((r) => /cos/i.test(r))).toEqual([]);

  // A slow uplink (about 4 Mbit/s), so the bar has something to show.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 512 * 1024 });

  const png = await noisePng();
  await input.setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: png });
  // The compliance agreement comes first, once per page.
  await page.getByRole('button', { name: '同意并继续' }).click();

  const bar = page.getByRole('progressbar', { name: '上传进度' });
  const seen = new Set<number>();
  await expect
    .poll(
      async () => {
        seen.add(Number(await bar.getAttribute('aria-valuenow')));
        return Math.max(...seen);
      },
      { intervals: [50], timeout: 20_000 },
    )
    .toBe(100);
  // It moved through values between empty and full, as the bytes went.
  expect([...seen].some((v) => v > 0 && v < 100)).toBe(true);

  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 15_000 });
  await expect(page.getByRole('progressbar', { name: '处理进度' })).toHaveAttribute('aria-valuenow', '100');
  const sha256 = crypto.createHash('sha256').update(png).digest('hex');
  await expect(page.getByTestId('size')).toHaveText(String(png.length));
  await expect(page.getByTestId('sha256')).toHaveText(sha256);

  // The bytes went to the embedded store with the COS protocol, straight from the page.
  expect(requested.some((r) => /^PUT \/cos\/[^/]+\/uploads\//.test(r))).toBe(true);
  // The task's own file downloads from its time-limited URL.
  const link = page.getByTestId('result-file');
  await expect(link).toHaveText('digest.txt');
  const download = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(await download.text()).toBe(`${png.length} ${sha256}\n`);

  // A program renamed .png is refused by the store, and the visitor is told why.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]);
  await input.setInputFiles({ name: 'setup.png', mimeType: 'image/png', buffer: program });
  await expect(page.getByTestId('status')).toHaveText('upload failed: 文件类型不符，请选择真实的文件');
  // The SDK's toast says it too.
  await expect(page.getByRole('status', { name: '通知' })).toContainText('文件类型不符，请选择真实的文件');
});

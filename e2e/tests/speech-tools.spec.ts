/**
 * The speech family as visitors use it, in real Chromium against the real server and engines:
 * text read aloud, played in the page and downloaded — an MP3 of plausible length that is not
 * silent and that the server's own recogniser hears the words in — and a real recording
 * uploaded and transcribed, its transcript and SRT holding the spoken words.
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseFile, logInWithQq } from './journeys';
import { clip, download, hear, openTool } from './speech/speech-journeys';

/**
 * Transcription is charged: the page asks an anonymous visitor to log in as it loads (spec §4's
 * charging flow); a sandbox QQ account of its own, then back on the tool.
 */
async function logInFromTool(page: Page, name: string) {
  await openTool(page, 'audio-to-text', 'AudioToText');
  await logInWithQq(page, `${name}${Date.now() % 100000}`);
  return openTool(page, 'audio-to-text', 'AudioToText');
}

test('text to speech: English text read by festival HTS plays in the page and downloads as an MP3 that says the words', async ({ page }) => {
  test.setTimeout(120_000);
  const tool = await openTool(page, 'text-to-speech', 'TextToSpeech');
  await expect(tool.getByText(/中文由 espeak-ng 合成，声音偏机械/)).toBeVisible();
  await tool.getByLabel(/要朗读的文字/).fill('Please bring these things with her from the store at 10:30.');
  await tool.getByRole('button', { name: '开始合成' }).click();
  const player = tool.getByLabel('试听合成的语音');
  await expect(player).toBeVisible({ timeout: 60_000 });
  await expect(tool.getByText(/由 festival HTS（统计参数合成） 合成/)).toBeVisible();
  // The page's player can load what it was given.
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);

  const file = await download(page, tool.getByRole('link', { name: /speech\.mp3/ }));
  expect(file.name).toBe('speech.mp3');
  const heard = await hear(file.bytes);
  // About 14 words and "ten thirty": 3 to 8 seconds of speech, not silence.
  expect(heard.seconds).toBeGreaterThan(3);
  expect(heard.seconds).toBeLessThan(8);
  expect(heard.loudness).toBeGreaterThan(0.02);
  expect(heard.words).toMatch(/bring these things/);
  expect(heard.words).toMatch(/store/);
});

test('audio to text: a logged-in visitor uploads a real MP3 and reads and downloads the spoken words with timestamps', async ({ page }) => {
  test.setTimeout(150_000);
  const tool = await logInFromTool(page, '转写');
  // Which languages this server transcribes is said before anything is uploaded.
  await expect(tool.getByText(/本服务器可转写：英语（PocketSphinx）/)).toBeVisible();
  await chooseFile(page, '点击选择文件', { name: 'harvard.mp3', mimeType: 'audio/mpeg', buffer: clip('harvard.mp3') }, { agree: true });
  await expect(tool.getByText('已上传')).toBeVisible();
  await tool.getByRole('button', { name: '开始转写' }).click();
  const transcript = tool.getByRole('list', { name: '转写结果' });
  await expect(transcript).toBeVisible({ timeout: 90_000 });
  await expect(transcript).toContainText('dark blue');
  await expect(transcript).toContainText('background');
  await expect(transcript).toContainText('easy to tell');
  await expect(transcript.getByText('00:00').first()).toBeVisible();

  const srt = await download(page, tool.getByRole('link', { name: /下载 SRT 字幕/ }));
  expect(srt.name).toBe('harvard.srt');
  expect(srt.bytes.toString('utf8')).toMatch(/^1\n00:00:00,\d{3} --> 00:00:0\d,\d{3}\n/);
  expect(srt.bytes.toString('utf8')).toMatch(/dark blue\s+(\d+\n.*\n)?background/);
});

test('audio to text: Chinese is refused on this server for want of a model, saying nothing was charged', async ({ page }) => {
  test.setTimeout(120_000);
  const tool = await logInFromTool(page, '中文');
  await tool.getByRole('radio', { name: /中文/ }).check();
  await chooseFile(page, '点击选择文件', { name: 'harvard.mp3', mimeType: 'audio/mpeg', buffer: clip('harvard.mp3') }, { agree: true });
  await expect(tool.getByText('已上传')).toBeVisible();
  await tool.getByRole('button', { name: '开始转写' }).click();
  await expect(tool.getByText('音频转文字失败！本服务器没有这种语言的识别模型，未扣次数')).toBeVisible({ timeout: 60_000 });
});

test('text to speech on a 390 px phone: Chinese read by espeak-ng, nothing wider than the screen, a WAV of plausible length that is not silent', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const tool = await openTool(page, 'text-to-speech', 'TextToSpeech');
  await tool.getByLabel(/要朗读的文字/).fill('今天是2024年3月5日，气温25℃。我们跑了5公里。');
  await tool.getByRole('radio', { name: 'WAV' }).check();
  const button = tool.getByRole('button', { name: '开始合成' });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect(tool.getByLabel('试听合成的语音')).toBeVisible({ timeout: 60_000 });
  await expect(tool.getByText(/由 espeak-ng（共振峰合成，机械音） 合成/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const file = await download(page, tool.getByRole('link', { name: /speech\.wav/ }));
  expect(file.bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  const heard = await hear(file.bytes);
  // 24 characters with the date and numbers written out: about 5–15 seconds of Mandarin.
  expect(heard.seconds).toBeGreaterThan(4);
  expect(heard.seconds).toBeLessThan(16);
  expect(heard.loudness).toBeGreaterThan(0.02);
});

/**
 * The text family as visitors use it, in real Chromium against the real server and engines:
 * a pasted article summarised (its summary sentences are the article's, the off-topic one
 * left out, the key sentences marked in the original), a PDF asked a question (the answer
 * quotes the passage that holds it, on its page), a Word file parsed (its paragraphs on the
 * screen and in the downloaded text), a news article read from a site at a public address
 * (its own network namespace: the e2e server has no switch that would let a request reach
 * loopback, on purpose), and a web address the SSRF guard refuses, worded.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { publicHostUnavailable, startPublicWebHost } from './text/public-web-host';
import { DOCX, PDF, chooseDocument, docx, download, logIn, openTool, pdfOfPages, seriousViolations } from './text/text-journeys';
import { untilLive } from './test-support/live-page';

const ARTICLE = [
  '城市公共交通正在迎来新的变化。今年，市政府把公共交通的投入提高了两成，新开通了三条地铁线路。',
  '地铁线路的增加让通勤时间明显缩短，许多市民选择放弃开车，改乘公共交通出行。交通部门表示，公共交通的客流量比去年增长了百分之十五。',
  '与此同时，公交线路也在调整，更多的公交车开进了新建的居民区。专家认为，发展公共交通是缓解城市拥堵最有效的办法。',
  '周末我去看了一场电影，电影院里人很多。',
].join('\n');

test('article summary: a pasted article is summarised from its own sentences, the key ones marked in the original', async ({ page }) => {
  test.setTimeout(90_000);
  const tool = await openTool(page, 'article-summary', 'ArticleSummary');
  await expect(tool.getByText(/这是抽取式摘要/)).toBeVisible();
  await tool.getByLabel(/文章内容/).fill(ARTICLE);
  await tool.getByRole('radio', { name: '适中' }).click();
  await tool.getByRole('button', { name: '生成摘要' }).click();
  const summary = tool.getByText(/^原文 \d+ 字，共 \d+ 句，选出 3 句$/);
  await expect(summary).toBeVisible({ timeout: 60_000 });
  const marks = await tool.locator('mark').allTextContents();
  expect(marks).toHaveLength(3);
  const flat = ARTICLE.replace(/\n/g, '');
  for (const mark of marks) expect(flat).toContain(mark.replace(/^关键句：/, ''));
  expect(marks.join('')).not.toContain('电影');
  expect(marks.join('')).toContain('公共交通');
});

test('article summary: an uploaded Word document is summarised from its own sentences', async ({ page }) => {
  test.setTimeout(90_000);
  const tool = await openTool(page, 'article-summary', 'ArticleSummary');
  await tool.getByRole('radio', { name: '上传文档' }).click();
  const paragraphs = ARTICLE.split('\n');
  await chooseDocument(page, tool, { name: '交通报道.docx', mimeType: DOCX, buffer: docx([paragraphs]) });
  await tool.getByRole('button', { name: '生成摘要' }).click();
  await expect(tool.getByText(/^原文 \d+ 字，共 \d+ 句，选出 3 句$/)).toBeVisible({ timeout: 60_000 });
  const marks = (await tool.locator('mark').allTextContents()).map((mark) => mark.replace(/^关键句：/, ''));
  for (const mark of marks) expect(ARTICLE.replace(/\n/g, '')).toContain(mark);
  expect(marks.join('')).not.toContain('电影');
});

test('document AI: a logged-in visitor asks a PDF handbook and reads the answer quoted from page 2', async ({ page }) => {
  test.setTimeout(120_000);
  const pdf = await pdfOfPages([
    ['Welcome to the company. This handbook explains how we work together.', 'Working hours are from nine to six, with a lunch break of one hour.'],
    ['Annual leave: every employee has fifteen days of paid annual leave per year. Unused days may be carried over until March.', 'Sick leave needs a doctor note after two days.'],
    ['Expenses are reimbursed within ten working days when the receipts are uploaded to the finance portal.'],
  ]);
  const tool = await openTool(page, 'doc-ai', 'DocAi');
  await expect(tool.getByText('登录后即可使用')).toBeVisible();
  await logIn(page, 'docai');
  await chooseDocument(page, tool, { name: 'handbook.pdf', mimeType: PDF, buffer: pdf });
  await tool.getByLabel(/你的问题/).fill('How many days of annual leave does an employee get?');
  await tool.getByRole('button', { name: '提问' }).click();
  const answer = tool.locator('blockquote').first();
  await expect(answer).toContainText('fifteen days of paid annual leave', { timeout: 60_000 });
  await expect(answer).toContainText('第 2 页 · 第 1 段');
  await expect(tool.getByText(/回答摘自文档原文/)).toBeVisible();

  // A second question on the same upload.
  await tool.getByLabel(/你的问题/).fill('When are expenses reimbursed?');
  await tool.getByRole('button', { name: '提问' }).click();
  await expect(tool.locator('blockquote').first()).toContainText('within ten working days', { timeout: 60_000 });
  await expect(tool.locator('blockquote').first()).toContainText('第 3 页 · 第 1 段');
});

test('parse file: a Word file\'s paragraphs are on the screen and in the downloaded text', async ({ page }) => {
  test.setTimeout(90_000);
  const tool = await openTool(page, 'parse-file', 'ParseFile');
  const file = docx([['季度工作报告', '本季度销售额增长了百分之十二，新开设了两家门店。', 'Customer satisfaction reached 92 percent.']]);
  await chooseDocument(page, tool, { name: '季度报告.docx', mimeType: DOCX, buffer: file });
  await tool.getByRole('button', { name: '开始解析' }).click();
  await expect(tool.getByText(/格式：DOCX/)).toBeVisible({ timeout: 60_000 });
  await expect(tool.getByText(/本季度销售额增长了百分之十二/)).toBeVisible();
  await tool.getByRole('radio', { name: '结构' }).click();
  await expect(tool.getByRole('listitem').first()).toContainText('季度工作报告');
  const text = await download(page, tool.getByRole('link', { name: /下载文本/ }));
  expect(text.name).toBe('季度报告.txt');
  expect(text.bytes.toString('utf8')).toContain('Customer satisfaction reached 92 percent.');
});

test('parse file: a Chinese text file saved in GB18030 (Notepad\'s ANSI on a Chinese PC) is read right', async ({ page }) => {
  test.setTimeout(90_000);
  const tool = await openTool(page, 'parse-file', 'ParseFile');
  const notes = '会议纪要\r\n一、第四季度预算调整为一百二十万元。\r\n二、新门店将于十二月开业。\r\n';
  const gb18030 = execFileSync('iconv', ['-f', 'UTF-8', '-t', 'GB18030'], { input: notes });
  await chooseDocument(page, tool, { name: '会议纪要.txt', mimeType: 'text/plain', buffer: gb18030 });
  await tool.getByRole('button', { name: '开始解析' }).click();
  await expect(tool.getByText(/格式：TXT/)).toBeVisible({ timeout: 60_000 });
  await expect(tool.getByText(/第四季度预算调整为一百二十万元/)).toBeVisible();
  const text = await download(page, tool.getByRole('link', { name: /下载文本/ }));
  expect(text.bytes.toString('utf8')).toContain('新门店将于十二月开业');
});

/** A news page as sites write them: navigation, a share bar, related links and a footer around the story. */
const NEWS_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<title>长江流域今年首次开展联合巡护 - 江城晚报</title>
<meta property="og:title" content="长江流域今年首次开展联合巡护">
<meta property="og:site_name" content="江城晚报">
<meta name="author" content="李明">
<meta property="article:published_time" content="2026-11-20T08:30:00+08:00">
</head><body>
<header><nav><a href="/">首页</a> <a href="/news">新闻</a> <a href="/sports">体育</a> <a href="/login">登录</a></nav></header>
<div class="share">分享到：微信 微博 QQ空间</div>
<article><h1>长江流域今年首次开展联合巡护</h1>
<p>本报讯 11月19日，沿江五个城市的渔政部门在长江中游开展了今年首次联合巡护行动，出动执法船艇二十三艘、执法人员一百六十余人。</p>
<figure><img src="/images/patrol.jpg" alt="执法船艇在江面巡护"><figcaption>执法船艇在江面巡护</figcaption></figure>
<p>此次巡护重点检查非法捕捞和非法采砂行为。执法人员在一天内清理违规网具四十余套，查处案件三起。</p>
<p>据介绍，联合巡护将在明年春季禁渔期前每月开展一次，相关城市还将共享执法信息，建立跨区域协作机制。</p>
</article>
<aside><h2>相关阅读</h2><ul><li><a href="/a/1">秋季候鸟陆续抵达湿地</a></li><li><a href="/a/2">本周天气以晴为主</a></li></ul></aside>
<footer>版权所有 © 江城晚报 联系我们 广告服务</footer>
</body></html>`;

test('web page: a news article from a public site comes back as its title, byline and paragraphs, without the menus', async ({ page }) => {
  const unavailable = publicHostUnavailable();
  test.skip(unavailable !== undefined, unavailable);
  test.setTimeout(60_000);
  const site = await startPublicWebHost({ '/news/2026/patrol.html': NEWS_PAGE });
  try {
    const tool = await openTool(page, 'web-page', 'WebPage');
    await tool.getByLabel(/网址/).fill(`${site.origin}/news/2026/patrol.html`);
    await tool.getByRole('button', { name: '提取文章' }).click();
    await expect(tool.getByRole('heading', { name: '长江流域今年首次开展联合巡护' })).toBeVisible({ timeout: 30_000 });
    await expect(tool.getByText(/作者：李明/)).toBeVisible();
    await expect(tool.getByText(/来源：江城晚报/)).toBeVisible();
    await expect(tool.getByText(/清理违规网具四十余套/)).toBeVisible();
    await expect(tool.getByText(/建立跨区域协作机制/)).toBeVisible();
    const result = await tool.locator('article').innerText();
    for (const chrome of ['体育', '分享到', '相关阅读', '版权所有']) expect(result, chrome).not.toContain(chrome);
    expect(result.split('长江流域今年首次开展联合巡护'), 'the headline once, not again as a paragraph').toHaveLength(2);
    // The article's picture as a link to where it is, made absolute against the page.
    await expect(tool.getByRole('link', { name: '查看文章第 1 张图片' })).toHaveAttribute('href', `${site.origin}/images/patrol.jpg`);
    await expect(tool.getByRole('link', { name: '原文链接' })).toHaveAttribute('href', `${site.origin}/news/2026/patrol.html`);
  } finally {
    await site.close();
  }
});

test('web page: an address inside the server\'s own network is refused, and the page says why', async ({ page }) => {
  test.setTimeout(60_000);
  const tool = await openTool(page, 'web-page', 'WebPage');
  await tool.getByLabel(/网址/).fill('http://0177.0.0.1:8392/admin');
  await tool.getByRole('button', { name: '提取文章' }).click();
  await expect(tool.getByText(/无法访问这个网址：只支持公开网站的 http\(s\) 地址/)).toBeVisible({ timeout: 30_000 });
});

test('the homepage search finds the family\'s tools by what visitors type', async ({ page }) => {
  await page.goto('/');
  await untilLive(page);
  const search = page.getByRole('searchbox');
  for (const [words, tool] of [['摘要', '文章摘要'], ['PDF问答', '文档问答'], ['提取文字', '文件解析'], ['公众号文章', '网页文章提取']] as const) {
    await search.fill(words);
    await expect(page.getByRole('link', { name: new RegExp(tool) }).first(), words).toBeVisible();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

  test('article summary works by keyboard at 390 px: nothing runs off the side, and axe finds nothing serious', async ({ page }) => {
    test.setTimeout(90_000);
    const tool = await openTool(page, 'article-summary', 'ArticleSummary');
    await tool.getByLabel(/文章内容/).fill(ARTICLE);
    // The length by keyboard: the segmented control is one tab stop, arrows choose.
    await tool.getByRole('radio', { name: '适中' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tool.getByRole('radio', { name: '简短' })).toBeChecked();
    await tool.getByRole('button', { name: '生成摘要' }).focus();
    await page.keyboard.press('Enter');
    await expect(tool.getByText(/^原文 \d+ 字，共 \d+ 句，选出 \d+ 句$/)).toBeVisible({ timeout: 60_000 });
    expect(await tool.locator('mark').count()).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page, '[data-tool-ready="text/ArticleSummary"]')).toEqual([]);
  });
});

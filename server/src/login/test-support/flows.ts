/**
 * The login journeys of the tests, step by step as a visitor takes them through the sandbox
 * providers' pages; each step's answer is returned for the tests to look at.
 */
import type { TestApp } from '../../test-support';
import { BROWSER_ORIGIN, hiddenFields, TestBrowser } from './browser';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export interface JourneyOptions {
  /** A preset test user to pick, or any other name (typed into the name field). */
  name?: string;
  redirect?: string;
  search?: string;
}

const personFields = (name: string) =>
  ['小明', '小红', 'Alice'].includes(name) ? { user: name, custom_name: '' } : { user: '小明', custom_name: name };

/** QQ: the login page, the consent page, the consent, then the callback (not followed further). */
export async function qqJourney(browser: TestBrowser, { name = '小明', redirect = '/ocr.html', search = '?a=1' }: JourneyOptions = {}) {
  const start = await browser.get(`/login/qq?${query({ logintype: 'qq', redirect, search })}`);
  const consentPage = await browser.follow(start);
  const consent = await browser.post('/sandbox/qq/oauth2.0/authorize', { ...hiddenFields(consentPage.body), ...personFields(name), action: 'allow' });
  const callback = await browser.follow(consent);
  return { start, consentPage, consent, callback };
}

/** The login result flag of a callback's redirect. */
export const loginResultOf = (callback: { headers: Record<string, unknown> }) =>
  new URL(String(callback.headers.location), BROWSER_ORIGIN).searchParams.get('th_login');

/** What the qrconnect page hands its polling script. */
export function qrPageConfig(html: string) {
  const json = /<script type="application\/json" id="wx-login-config">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no QR login config on the page');
  const confirmUrl = /<a href="([^"]+)" target="_blank" rel="noopener">在本机模拟扫码<\/a>/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  return { ...(JSON.parse(json) as { pollUrl: string; redirectUri: string; state: string; topWindow: boolean }), confirmUrl: confirmUrl ?? '' };
}

/** One poll of the QR page: WeChat's `window.wx_errcode=…;window.wx_code='…';`. */
export async function poll(browser: TestBrowser, pollUrl: string, last?: number) {
  const answer = await browser.get(`${pollUrl}${last ? `&last=${last}` : ''}`);
  const errcode = Number(/wx_errcode=(\d+);/.exec(answer.body)?.[1]);
  const code = /wx_code='([^']*)';/.exec(answer.body)?.[1] ?? '';
  return { errcode, code, answer };
}

/**
 * WeChat: the login page, the QR page, polls while a second device (the phone) opens the code
 * and confirms, then the callback with the code the poll handed over.
 */
export async function wxJourney(
  t: Pick<TestApp, 'app'>,
  browser: TestBrowser,
  { name = '小明', redirect = '/ocr.html', search = '', embed = false }: JourneyOptions & { embed?: boolean } = {},
) {
  const start = await browser.get(`/login/wx?${query({ logintype: 'wx', redirect, search, ...(embed ? { embed: '1' } : {}) })}`);
  const qrPage = await browser.follow(start);
  const config = qrPageConfig(qrPage.body);
  const statuses: number[] = [];
  statuses.push((await poll(browser, config.pollUrl)).errcode);
  const phone = new TestBrowser(t.app);
  const confirmUrl = new URL(config.confirmUrl);
  const confirmPage = await phone.get(`${confirmUrl.pathname}${confirmUrl.search}`);
  statuses.push((await poll(browser, config.pollUrl)).errcode);
  const confirm = await phone.post('/sandbox/wx/connect/confirm', { ...hiddenFields(confirmPage.body), ...personFields(name), action: 'allow' });
  const confirmed = await poll(browser, config.pollUrl);
  statuses.push(confirmed.errcode);
  const back = new URL(config.redirectUri);
  back.searchParams.set('code', confirmed.code);
  back.searchParams.set('state', config.state);
  const callback = await browser.get(`${back.pathname}${back.search}`);
  return { start, qrPage, config, confirmPage, confirm, statuses, code: confirmed.code, callback };
}

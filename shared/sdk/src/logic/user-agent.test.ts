import { describe, expect, it } from 'vitest';
import { hostKindOf, isMobileUserAgent, parseUserAgent, platformOf, sysidOf } from './user-agent';

const UA = {
  chromeWin: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  chromeMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  qbWin: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/112.0 Safari/537.36 Core/1.94 QQBrowser/12.5.0.1234',
  qbMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) QQBrowser/5.2.1',
  mqqAndroid: 'Mozilla/5.0 (Linux; U; Android 13; zh-cn; PGT-AN10) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0 MQQBrowser/15.0 Mobile Safari/537.36',
  wechatIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40',
  wxworkWin: 'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0 Safari/537.36 wxwork/4.1.0 MicroMessenger/7.0.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)',
  webos: 'Mozilla/5.0 (webOS/2.0; U; en-US) AppleWebKit/532.2',
  blackberry: 'BlackBerry9700/5.0.0.351 Profile/MIDP-2.1',
};

describe('isMobileUserAgent', () => {
  it('is mobile for Android, webOS, iPhone, iPod and BlackBerry', () => {
    for (const ua of [UA.mqqAndroid, UA.wechatIphone, UA.ipod, UA.webos, UA.blackberry]) expect(isMobileUserAgent(ua)).toBe(true);
  });
  it('is PC otherwise', () => {
    for (const ua of [UA.chromeWin, UA.chromeMac, UA.qbWin, '']) expect(isMobileUserAgent(ua)).toBe(false);
  });
});

describe('platformOf', () => {
  it('is MAC only when the UA contains Mac OS X', () => {
    expect(platformOf(UA.chromeMac)).toBe('MAC');
    expect(platformOf(UA.chromeWin)).toBe('WIN');
    expect(platformOf('')).toBe('WIN');
  });
});

describe('hostKindOf', () => {
  it('tells the hosts apart', () => {
    expect(hostKindOf(UA.mqqAndroid)).toBe('browser');
    expect(hostKindOf(UA.qbWin)).toBe('desktop');
    expect(hostKindOf(UA.qbMac)).toBe('desktop');
    expect(hostKindOf(UA.wechatIphone)).toBe('chat');
    expect(hostKindOf(UA.wxworkWin)).toBe('work-chat');
    expect(hostKindOf(UA.chromeWin)).toBe('other');
  });
});

describe('sysidOf', () => {
  it('is 1 Windows in-browser, 2 Windows external, 3 Mac in-browser, 4 Mac external', () => {
    expect(sysidOf(UA.qbWin)).toBe(1);
    expect(sysidOf(UA.chromeWin)).toBe(2);
    expect(sysidOf(UA.qbMac)).toBe(3);
    expect(sysidOf(UA.chromeMac)).toBe(4);
  });
});

describe('parseUserAgent', () => {
  it('bundles everything', () => {
    expect(parseUserAgent(UA.qbWin)).toEqual({ isMobile: false, isPC: true, platform: 'WIN', hostKind: 'desktop', sysid: 1 });
  });
});

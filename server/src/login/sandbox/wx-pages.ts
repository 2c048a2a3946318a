import { escapeHtml } from '../../pages/plain-page';
import { SANDBOX_APP_NAME, sandboxPath } from './app';
import { brand, personPicker, sandboxPage } from './page-parts';

export interface QrPageInput {
  /** The QR code, an SVG of the phone's confirm URL. */
  qrSvg: string;
  confirmUrl: string;
  pollUrl: string;
  /** This page's own URL, to show a fresh code once this one expires. */
  selfUrl: string;
  redirectUri: string;
  state: string;
  /** WeChat's JS login (`login_type=jssdk`): a compact page inside the login panel's frame. */
  framed: boolean;
  /** `self_redirect` other than true: go back by navigating the top window, not this frame. */
  topWindow: boolean;
}

const QR_STYLE = `
.qr-box{text-align:center}
.qr{width:220px;max-width:70vw;margin:8px auto 12px;padding:8px;border:1px solid #e5e6eb;border-radius:8px;background:#fff}
.qr svg{display:block;width:100%;height:auto}
.status{font-size:15px;margin:4px 0}.status.done{color:#07c160}.status.bad{color:#d83931}
.simulate{font-size:13px;margin:14px 0 0}.simulate a{color:#646a73}
`;
// In the panel's frame: no page chrome, a smaller code.
const FRAMED_STYLE = `body{background:#fff}main{min-height:0;padding:8px;max-width:none}.qr{width:180px}`;

// The page polls like WeChat's own: each answer is `window.wx_errcode=…;window.wx_code='…';`
// (408 waiting, 404 scanned, 405 confirmed with the code, 403 cancelled, 402 expired); `last`
// makes the server hold the request until the status moves on.
const POLL_SCRIPT = `
const config = JSON.parse(document.getElementById('wx-login-config').textContent);
const status = document.getElementById('status');
const retry = document.getElementById('retry');
const say = (text, tone) => { status.textContent = text; status.className = 'status ' + (tone || ''); };
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function goBack(code) {
  const target = new URL(config.redirectUri);
  target.searchParams.set('code', code);
  target.searchParams.set('state', config.state);
  if (config.topWindow && window.top !== window) {
    try { window.top.location.href = target.href; return; } catch (error) { console.warn('top navigation refused', error); }
  }
  location.href = target.href;
}
let last = '';
for (;;) {
  let answer = '';
  try {
    const response = await fetch(config.pollUrl + (last ? '&last=' + last : '') + '&_=' + Date.now(), { cache: 'no-store' });
    answer = await response.text();
  } catch (error) {
    await pause(2000);
    continue;
  }
  const errcode = (/wx_errcode=(\\d+)/.exec(answer) || [])[1] || '';
  const code = (/wx_code='([^']*)'/.exec(answer) || [])[1] || '';
  if (errcode === '405') { say('登录成功，正在跳转…', 'done'); goBack(code); break; }
  if (errcode === '404') say('扫描成功，请在微信中点击确认即可登录', 'done');
  if (errcode === '403' || errcode === '402') {
    say(errcode === '403' ? '你已取消此次登录' : '二维码已失效', 'bad');
    retry.hidden = false;
    break;
  }
  if (!errcode) await pause(2000);
  last = errcode;
}
`;

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The qrconnect page: the QR code, 请使用微信扫描二维码登录, and a way to scan it on this machine. */
export function qrPage(input: QrPageInput): string {
  const config = { pollUrl: input.pollUrl, redirectUri: input.redirectUri, state: input.state, topWindow: input.topWindow };
  return sandboxPage(
    'wx',
    '微信登录',
    `${input.framed ? '' : brand('wx', '微信登录')}
<div class="qr-box">
<div class="qr" role="img" aria-label="登录二维码">${input.qrSvg}</div>
<p id="status" class="status" aria-live="polite">请使用微信扫描二维码登录</p>
<p class="hint">“${escapeHtml(SANDBOX_APP_NAME)}”</p>
<p id="retry" hidden><a href="${escapeHtml(input.selfUrl)}">刷新二维码</a></p>
<p class="simulate"><a href="${escapeHtml(input.confirmUrl)}" target="_blank" rel="noopener">在本机模拟扫码</a></p>
</div>
<script type="application/json" id="wx-login-config">${json(config)}</script>`,
    { style: QR_STYLE + (input.framed ? FRAMED_STYLE : ''), script: POLL_SCRIPT },
  );
}

/** What the phone shows after the scan: the app asking, the person, 确认登录. */
export function confirmPage(uuid: string, problem?: string): string {
  return sandboxPage(
    'wx',
    '确认登录',
    `${brand('wx', '微信')}
<p class="app">${escapeHtml(SANDBOX_APP_NAME)} 申请使用你的微信帐号登录</p>
<p class="hint">将获得你的昵称、头像</p>
<form method="post" action="${sandboxPath('wx')}/connect/confirm">
<input type="hidden" name="uuid" value="${escapeHtml(uuid)}">
${personPicker()}
${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : ''}
<div class="actions"><button type="submit" name="action" value="cancel">取消登录</button><button type="submit" name="action" value="allow" class="primary">确认登录</button></div>
</form>`,
  );
}

/** The phone's last word: confirmed, cancelled, or the code is no longer valid. */
export const phoneMessagePage = (title: string, message: string) =>
  sandboxPage('wx', title, `${brand('wx', '微信')}<p class="app">${escapeHtml(title)}</p><p class="hint">${escapeHtml(message)}</p>`);

/**
 * Sandbox WeChat website login, the browser and phone side: the qrconnect page with its QR
 * code, WeChat's long poll of that code's status, and the "phone" page the code opens, which
 * counts as the scan and confirms (or cancels) the login.
 */
import QRCode from 'qrcode';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { SANDBOX_APPIDS } from '../appids';
import { publicOrigin } from '../../http/public-origin';
import { isRegisteredCallback, sandboxPath } from './app';
import { field } from './form';
import { issueCode } from './grants';
import { refusalPage, sendHtml } from './page-parts';
import { chosenName, sandboxPerson } from './people';
import { advanceQrLogin, createQrLogin, qrLoginOf, type QrStatus } from './qr-logins';
import { confirmPage, phoneMessagePage, qrPage } from './wx-pages';

/** WeChat's poll answers by status; an unknown code reads as expired. */
const ERRCODE_BY_STATUS: Record<QrStatus, number> = { waiting: 408, scanned: 404, confirmed: 405, cancelled: 403, expired: 402 };
const LONG_POLL_MS = 20_000;
const LONG_POLL_STEP_MS = 500;

/** Why WeChat would refuse this qrconnect request, or undefined. */
function refusalOf(ctx: ServerContext, request: FastifyRequest) {
  const q = request.query;
  if (field(q, 'appid') !== SANDBOX_APPIDS.wx) return 'AppID 参数错误';
  if (field(q, 'response_type') !== 'code') return 'response_type 参数错误';
  if (!field(q, 'scope').split(',').includes('snsapi_login')) return 'Scope 参数错误或没有 Scope 权限';
  if (!isRegisteredCallback('wx', field(q, 'redirect_uri'), publicOrigin(ctx.config, request))) return 'redirect_uri 参数错误';
  return undefined;
}

export function wxConnectRoutes(scope: FastifyInstance, ctx: ServerContext) {
  const base = `${sandboxPath('wx')}/connect`;
  let closing = false;
  scope.addHook('preClose', async () => {
    closing = true;
  });

  scope.get(`${base}/qrconnect`, async (request, reply) => {
    const refusal = refusalOf(ctx, request);
    if (refusal) return sendHtml(reply, 400, refusalPage('wx', refusal));
    const q = request.query;
    const origin = publicOrigin(ctx.config, request);
    const uuid = await createQrLogin(ctx.db, { appid: field(q, 'appid'), redirectUri: field(q, 'redirect_uri') }, ctx.clock());
    const confirmUrl = `${origin}${base}/confirm?uuid=${uuid}`;
    const framed = field(q, 'login_type') === 'jssdk';
    return sendHtml(
      reply,
      200,
      qrPage({
        qrSvg: await QRCode.toString(confirmUrl, { type: 'svg', errorCorrectionLevel: 'M' }),
        confirmUrl,
        pollUrl: `${base}/l/qrconnect?uuid=${uuid}`,
        selfUrl: request.url,
        redirectUri: field(q, 'redirect_uri'),
        state: field(q, 'state'),
        framed,
        topWindow: framed && field(q, 'self_redirect') !== 'true',
      }),
    );
  });

  // Answers at once when the status differs from `last` (or no `last` is given); otherwise
  // holds the request until it moves on or LONG_POLL_MS pass, as WeChat's long poll does.
  scope.get(`${base}/l/qrconnect`, async (request, reply) => {
    const uuid = field(request.query, 'uuid');
    const last = Number(field(request.query, 'last')) || undefined;
    const errcodeNow = async () => {
      const login = await qrLoginOf(ctx.db, uuid, ctx.clock());
      return { errcode: ERRCODE_BY_STATUS[login?.status ?? 'expired'], code: login?.status === 'confirmed' ? (login.code ?? '') : '' };
    };
    const deadline = Date.now() + LONG_POLL_MS;
    let answer = await errcodeNow();
    while (answer.errcode === last && Date.now() < deadline && !closing && !request.socket?.destroyed) {
      await new Promise((resolve) => setTimeout(resolve, LONG_POLL_STEP_MS));
      answer = await errcodeNow();
    }
    return reply
      .header('cache-control', 'no-store')
      .type('application/javascript; charset=utf-8')
      .send(`window.wx_errcode=${answer.errcode};window.wx_code='${answer.code}';`);
  });

  // Opening the page is the scan: the computer's page then says 扫描成功.
  scope.get(`${base}/confirm`, async (request, reply) => {
    const uuid = field(request.query, 'uuid');
    const now = ctx.clock();
    await advanceQrLogin(ctx.db, { uuid, from: 'waiting', to: 'scanned' }, now);
    const login = await qrLoginOf(ctx.db, uuid, now);
    if (login?.status !== 'scanned') return sendHtml(reply, 410, phoneMessagePage('二维码已失效', '请在电脑上刷新二维码后重新扫描'));
    return sendHtml(reply, 200, confirmPage(uuid));
  });

  scope.post(`${base}/confirm`, async (request, reply) => {
    const uuid = field(request.body, 'uuid');
    const now = ctx.clock();
    const login = await qrLoginOf(ctx.db, uuid, now);
    if (login?.status !== 'scanned') return sendHtml(reply, 410, phoneMessagePage('二维码已失效', '请在电脑上刷新二维码后重新扫描'));
    if (field(request.body, 'action') !== 'allow') {
      await advanceQrLogin(ctx.db, { uuid, from: 'scanned', to: 'cancelled' }, now);
      return sendHtml(reply, 200, phoneMessagePage('已取消登录', '你可以关闭此页面'));
    }
    const name = chosenName(request.body);
    if (!name) return sendHtml(reply, 400, confirmPage(uuid, '请选择一个测试用户，或输入不超过 20 个字的名字'));
    const person = sandboxPerson({ secret: ctx.secret, provider: 'wx', appid: login.appid, name, publicOrigin: publicOrigin(ctx.config, request) });
    // The code and the confirmation land together or not at all.
    const confirmed = await ctx.db.transaction().execute(async (trx) => {
      const code = await issueCode(trx, { ...person, provider: 'wx', appid: login.appid, redirectUri: login.redirectUri }, now);
      return advanceQrLogin(trx, { uuid, from: 'scanned', to: 'confirmed', code }, now);
    });
    if (!confirmed) return sendHtml(reply, 410, phoneMessagePage('二维码已失效', '请在电脑上刷新二维码后重新扫描'));
    return sendHtml(reply, 200, phoneMessagePage('已确认登录', '请回到电脑上继续'));
  });
}

/**
 * What the "phone" shows after scanning the sandbox QR code: a WeChat-like payment sheet,
 * then the result. Plain forms, so it works without script on any phone or desktop.
 */
import { escapeHtml, plainPage } from '../../pages/plain-page';
import { yuan } from '../money';
import type { SandboxPayment } from './payments';
import { SANDBOX_MERCHANT_NAME } from './settings';

const STYLE = `body{background:#ededed}
main{max-width:440px;padding:28px 20px 40px;background:#ededed;display:flex;flex-direction:column;gap:16px}
.sandbox-tag{align-self:center;font-size:12px;color:#8a6d3b;background:#fcf3d9;border-radius:999px;padding:2px 12px}
.sheet{background:#fff;border-radius:12px;padding:28px 22px;text-align:center;box-shadow:0 1px 2px rgba(0,0,0,.04)}
.merchant{margin:0;color:#646a73;font-size:15px}
.description{margin:6px 0 0;color:#1f2329;font-size:16px;word-break:break-all}
.amount{margin:18px 0 6px;font-size:40px;font-weight:600;letter-spacing:.5px;color:#1f2329}
.amount small{font-size:24px;margin-right:2px}
.rows{margin:18px 0 0;padding:14px 0 0;border-top:1px solid #f0f1f2;display:grid;grid-template-columns:auto 1fr;gap:6px 12px;text-align:left;font-size:13px;color:#8f959e}
.rows dd{margin:0;text-align:right;color:#3b4046;word-break:break-all}
.actions{display:flex;flex-direction:column;gap:12px}
.actions form{margin:0}
.actions button,.actions a{display:block;width:100%;box-sizing:border-box;border:0;border-radius:8px;padding:13px 0;font-size:17px;text-align:center;text-decoration:none}
.confirm{background:#07c160;color:#fff;font-weight:600}.confirm:hover{background:#06ad56}
.cancel{background:#fff;color:#1f2329}.cancel:hover{background:#f7f7f7}
button:focus-visible,a:focus-visible{outline:3px solid #2f6bff;outline-offset:2px}
.result-icon{width:64px;height:64px;margin:0 auto 12px;border-radius:50%;display:grid;place-items:center;font-size:34px;color:#fff;background:#07c160}
.result-icon.warn{background:#fa9d3b}.result-icon.muted{background:#b2b6bc}
.result-title{margin:0;font-size:20px}
.hint{margin:8px 0 0;color:#646a73;font-size:14px}
.footnote{text-align:center;color:#8f959e;font-size:12px;margin:0}`;

const SANDBOX_NOTE = '<p class="sandbox-tag">微信支付 · 沙箱环境</p>';
const FOOTNOTE = '<p class="footnote">这是 Toolhub 内置的模拟收银台，不会产生真实扣款。</p>';

const page = (title: string, body: string) => plainPage(title, `${SANDBOX_NOTE}${body}${FOOTNOTE}`, { style: STYLE });

const amountHtml = (fen: number) => `<p class="amount"><small>¥</small>${(fen / 100).toFixed(2)}</p>`;

/**
 * `back`: where an H5 payer returns, the redirect_url the merchant appended; carried through the
 * sheet's forms, checked by the cashier (cashier.ts) before it is offered.
 */
export function cashierSheet(payment: SandboxPayment, actionBase: string, back?: string): string {
  const query = back ? `?redirect_url=${encodeURIComponent(back)}` : '';
  return page(
    `支付 ¥${yuan(payment.amount)}`,
    `<section class="sheet" aria-labelledby="merchant">
  <h1 class="merchant" id="merchant">${escapeHtml(SANDBOX_MERCHANT_NAME)}</h1>
  <p class="description">${escapeHtml(payment.description)}</p>
  ${amountHtml(payment.amount)}
  <dl class="rows"><dt>收款方</dt><dd>${escapeHtml(SANDBOX_MERCHANT_NAME)}</dd><dt>商户单号</dt><dd>${escapeHtml(payment.out_trade_no)}</dd></dl>
</section>
<div class="actions">
  <form method="post" action="${escapeHtml(`${actionBase}/confirm${query}`)}"><button type="submit" class="confirm">确认支付</button></form>
  <form method="post" action="${escapeHtml(`${actionBase}/cancel${query}`)}"><button type="submit" class="cancel">取消</button></form>
</div>`,
  );
}

export function cashierPaid(payment: SandboxPayment, { notified, actionBase, back }: { notified: boolean; actionBase: string; back?: string }): string {
  const merchantLine = notified
    ? back
      ? '<p class="hint">商户已收到付款通知。</p>'
      : '<p class="hint">商户已收到付款通知，可返回电脑查看。</p>'
    : `<p class="hint">付款已完成，但商户暂未确认收到通知。</p>`;
  const returnLink = back ? `<div class="actions"><a class="confirm" href="${escapeHtml(back)}">返回商户</a></div>` : '';
  const retry = notified
    ? ''
    : `<div class="actions"><form method="post" action="${actionBase}/confirm"><button type="submit" class="cancel">重新通知商户</button></form></div>`;
  return page(
    '支付成功',
    `<section class="sheet" aria-live="polite">
  <div class="result-icon" aria-hidden="true">✓</div>
  <h1 class="result-title">支付成功</h1>
  ${amountHtml(payment.amount)}
  <p class="description">${escapeHtml(payment.description)}</p>
  ${merchantLine}
  <dl class="rows"><dt>交易单号</dt><dd>${escapeHtml(payment.transaction_id ?? '')}</dd></dl>
</section>${returnLink}${retry}`,
  );
}

export function cashierCancelled(payment: SandboxPayment, actionBase: string, back?: string): string {
  const returnLink = back ? `<a class="cancel" href="${escapeHtml(back)}">返回商户</a>` : '';
  return page(
    '已取消支付',
    `<section class="sheet">
  <div class="result-icon muted" aria-hidden="true">✕</div>
  <h1 class="result-title">已取消支付</h1>
  <p class="hint">未扣款。在订单过期前可以重新支付 ¥${yuan(payment.amount)}。</p>
</section>
<div class="actions"><a class="cancel" href="${actionBase}${back ? `?redirect_url=${encodeURIComponent(back)}` : ''}">重新支付</a>${returnLink}</div>`,
  );
}

export function cashierExpired(): string {
  return page(
    '订单已过期',
    `<section class="sheet">
  <div class="result-icon warn" aria-hidden="true">!</div>
  <h1 class="result-title">订单已过期</h1>
  <p class="hint">请回到电脑上重新下单，再扫新的二维码。</p>
</section>`,
  );
}

export function cashierMissing(): string {
  return page(
    '收款码无效',
    `<section class="sheet">
  <div class="result-icon warn" aria-hidden="true">!</div>
  <h1 class="result-title">收款码无效</h1>
  <p class="hint">这个二维码不存在或已失效。</p>
</section>`,
  );
}

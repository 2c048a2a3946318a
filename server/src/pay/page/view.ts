/**
 * The pay page's HTML (spec §2 "Pay panel"): who is paying and what they hold, the four
 * cards as a radio group, and the QR and success views the script switches to.
 */
import { ENQUITY_TYPE } from '@toolhub/contracts';
import { shanghaiDay } from '../../clock';
import { CARDS, PACKS, chargedAmount, type CardProduct, type PackProduct } from '../../equity/catalog';
import { escapeHtml, plainPage } from '../../pages/plain-page';
import { yuan } from '../money';
import { payPageScript } from './script';
import { PAY_PAGE_STYLE } from './style';

export interface HeldCard {
  enquity_type: number;
  /** Epoch seconds. */
  end_time: number;
}

export interface PayPageModel {
  /** Undefined for an anonymous visitor. */
  nickname?: string;
  held: HeldCard[];
  /** showExCrd=1: the visitor holds SVIP, whose cards then come first. */
  showExtraCard: boolean;
  /** The built-in sandbox takes the payments: offer to pay on this machine. */
  sandbox: boolean;
  /** In the chat app the page may open the app's own pay sheet (JSAPI). */
  inAppPay: boolean;
  /** The tool the page was opened from: its packs of uses are offered too. */
  packsFor?: { scene: string; name: string };
}

const levelName = (enquityType: number) => (enquityType === ENQUITY_TYPE.EXTRA ? 'SVIP' : 'VIP');
const isExtra = (card: Pick<CardProduct, 'enquity_type'>) => card.enquity_type === ENQUITY_TYPE.EXTRA;

/** Auto-renew cards first within a level; SVIP first for SVIP holders, VIP first otherwise. */
export function orderedCards(showExtraCard: boolean): CardProduct[] {
  const rank = (card: CardProduct) => (isExtra(card) === showExtraCard ? 0 : 2) + (card.plan === 'auto' ? 0 : 1);
  return [...CARDS].sort((a, b) => rank(a) - rank(b));
}

function membershipLine(held: HeldCard[]): string {
  if (!held.length) return '当前未开通会员';
  const strongestFirst = [...held].sort((a, b) => b.enquity_type - a.enquity_type);
  return strongestFirst
    .map((card) => {
      const level = levelName(card.enquity_type);
      return `<span class="tag${card.enquity_type === ENQUITY_TYPE.EXTRA ? ' svip' : ''}">${level}</span>会员，${shanghaiDay(card.end_time * 1000)} 到期`;
    })
    .join('；');
}

function cardHtml(card: CardProduct, { checked, featured }: { checked: boolean; featured: boolean }): string {
  const amount = chargedAmount(card);
  const coupon = card.price - amount;
  const auto = card.plan === 'auto';
  return `<label class="card${featured ? ' featured' : ''}" data-card="${escapeHtml(card.card_id)}">
  <input type="radio" name="card_id" value="${escapeHtml(card.card_id)}" data-amount="${amount}"${checked ? ' checked' : ''}>
  ${featured && auto ? '<span class="card-badge">推荐</span>' : ''}
  <span class="card-title">${escapeHtml(card.title)}</span>
  <span class="card-price"><small>¥</small>${yuan(amount)}</span>
  ${coupon > 0 ? `<span class="card-was">原价 ¥${yuan(card.price)}</span><span class="card-coupon">已用券 减¥${yuan(coupon)}</span>` : ''}
  <span class="card-note">${auto ? `自动续费价 ¥${yuan(amount)}/月` : `${card.days} 天，到期不自动续费`}</span>
</label>`;
}

function packHtml(pack: PackProduct, scene: string): string {
  return `<label class="card" data-card="${escapeHtml(pack.pack_id)}">
  <input type="radio" name="card_id" value="${escapeHtml(pack.pack_id)}" data-amount="${pack.price}" data-scene="${escapeHtml(scene)}">
  <span class="card-title">${escapeHtml(pack.title)}</span>
  <span class="card-price"><small>¥</small>${yuan(pack.price)}</span>
  <span class="card-note">${pack.uses} 次，用完为止，不过期</span>
</label>`;
}

/** A tool's packs of uses: spent after the day's free uses, for that tool only. */
function packsHtml(packsFor: PayPageModel['packsFor']): string {
  if (!packsFor) return '';
  return `<fieldset>
    <legend>只买次数：「${escapeHtml(packsFor.name)}」使用包</legend>
    <div class="cards">
${PACKS.map((pack) => packHtml(pack, packsFor.scene)).join('\n')}
    </div>
  </fieldset>`;
}

function loggedInBody(model: PayPageModel & { nickname: string }): string {
  const cards = orderedCards(model.showExtraCard);
  const first = cards[0];
  return `<div id="pay-app" data-view="cards" data-in-app-pay="${model.inAppPay ? '1' : '0'}">
<header class="pay-head">
  <h1>开通会员</h1>
  <p class="account"><strong class="nickname">${escapeHtml(model.nickname)}</strong>${membershipLine(model.held)}</p>
</header>
<p class="benefit">会员期间，识别类工具不限次数使用，不消耗每日免费次数。</p>
<form id="pay-form" novalidate>
  <fieldset>
    <legend>选择套餐</legend>
    <div class="cards">
${cards.map((card, index) => cardHtml(card, { checked: index === 0, featured: model.showExtraCard && isExtra(card) })).join('\n')}
    </div>
  </fieldset>
  ${packsHtml(model.packsFor)}
  <div class="pay-actions">
    <button type="submit" class="pay-button" id="pay-button">立即支付 ¥${yuan(chargedAmount(first))}</button>
    <p class="fine-print">支付即表示同意<a href="/agreement/user" target="_blank" rel="noopener">小工具用户协议</a>。价格单位为人民币元。</p>
  </div>
</form>
<section class="qr-view" id="qr-view" aria-labelledby="qr-title" hidden>
  <h2 id="qr-title" tabindex="-1">扫码支付</h2>
  <div class="qr-box" id="qr-box" role="img" aria-label="微信支付二维码"></div>
  <p class="qr-tip"><span id="qr-tip-text">请使用微信扫码支付</span> <strong>¥<span id="qr-amount"></span></strong></p>
  ${model.sandbox ? '<a class="sandbox-link" id="sandbox-link" href="#" target="_blank" rel="noopener">在本机模拟扫码支付</a>' : ''}
  <button type="button" class="link-button" id="back-button">重新选择套餐</button>
</section>
<section class="paid-view" id="paid-view" aria-labelledby="paid-title" hidden>
  <div class="paid-icon" aria-hidden="true">✓</div>
  <h2 id="paid-title" tabindex="-1">支付成功</h2>
  <p id="paid-text" data-pack-text="使用次数已到账，可以关闭此页面继续使用。">会员已开通，可以关闭此页面继续使用。</p>
</section>
<p class="status" id="pay-status" role="status" aria-live="polite"></p>
</div>`;
}

const ANONYMOUS_BODY = `<section class="login-needed">
  <h1>请先登录</h1>
  <p>登录后才能开通会员。请关闭此窗口，点击页面上的「立即登录」，登录后再来开通。</p>
</section>`;

export function renderPayPage(model: PayPageModel): string {
  if (model.nickname === undefined) return plainPage('请先登录 - 开通会员', ANONYMOUS_BODY, { style: PAY_PAGE_STYLE });
  return plainPage('开通会员', loggedInBody({ ...model, nickname: model.nickname }), { style: PAY_PAGE_STYLE, script: payPageScript() });
}

/**
 * The pay page's HTML (spec §2 "Pay panel"): who is paying and what they hold, the four
 * cards as a radio group, and the QR and success views the script switches to.
 */
import { ENQUITY_TYPE } from '@toolhub/contracts';
import { shanghaiDay } from '../../clock';
import { CARDS, PACKS, chargedAmount, type CardProduct, type PackProduct } from '../../equity/catalog';
import { escapeHtml, plainPage } from '../../pages/plain-page';
import { yuan } from '../money';
import type { PageLocale } from '../../pages/render';
import { payPageScript } from './script';
import { PAY_PAGE_STYLE } from './style';
import { fill, PAY_PAGE_TEXT, type PayPageText } from './text';

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
  /** The tool the page was opened from: its packs of uses are offered too (its name in the page's language). */
  packsFor?: { scene: string; name: string };
  locale: PageLocale;
}

const levelName = (enquityType: number) => (enquityType === ENQUITY_TYPE.EXTRA ? 'SVIP' : 'VIP');
const isExtra = (card: Pick<CardProduct, 'enquity_type'>) => card.enquity_type === ENQUITY_TYPE.EXTRA;

/** Auto-renew cards first within a level; SVIP first for SVIP holders, VIP first otherwise. */
export function orderedCards(showExtraCard: boolean): CardProduct[] {
  const rank = (card: CardProduct) => (isExtra(card) === showExtraCard ? 0 : 2) + (card.plan === 'auto' ? 0 : 1);
  return [...CARDS].sort((a, b) => rank(a) - rank(b));
}

function membershipLine(held: HeldCard[], text: PayPageText): string {
  if (!held.length) return text.noMembership;
  const strongestFirst = [...held].sort((a, b) => b.enquity_type - a.enquity_type);
  return strongestFirst
    .map((card) => {
      const level = `<span class="tag${card.enquity_type === ENQUITY_TYPE.EXTRA ? ' svip' : ''}">${levelName(card.enquity_type)}</span>`;
      return fill(text.membership, { level, date: shanghaiDay(card.end_time * 1000) });
    })
    .join(text.membershipSeparator);
}

function cardHtml(card: CardProduct, { checked, featured, text, en }: { checked: boolean; featured: boolean; text: PayPageText; en: boolean }): string {
  const amount = chargedAmount(card);
  const coupon = card.price - amount;
  const auto = card.plan === 'auto';
  return `<label class="card${featured ? ' featured' : ''}" data-card="${escapeHtml(card.card_id)}">
  <input type="radio" name="card_id" value="${escapeHtml(card.card_id)}" data-amount="${amount}"${checked ? ' checked' : ''}>
  ${featured && auto ? `<span class="card-badge">${text.recommended}</span>` : ''}
  <span class="card-title">${escapeHtml(en ? card.titleEn : card.title)}</span>
  <span class="card-price"><small>¥</small>${yuan(amount)}</span>
  ${coupon > 0 ? `<span class="card-was">${fill(text.originalPrice, { price: yuan(card.price) })}</span><span class="card-coupon">${fill(text.couponUsed, { price: yuan(coupon) })}</span>` : ''}
  <span class="card-note">${auto ? fill(text.autoRenewNote, { price: yuan(amount) }) : fill(text.monthNote, { days: card.days })}</span>
</label>`;
}

function packHtml(pack: PackProduct, scene: string, text: PayPageText, en: boolean): string {
  return `<label class="card" data-card="${escapeHtml(pack.pack_id)}">
  <input type="radio" name="card_id" value="${escapeHtml(pack.pack_id)}" data-amount="${pack.price}" data-scene="${escapeHtml(scene)}">
  <span class="card-title">${escapeHtml(en ? pack.titleEn : pack.title)}</span>
  <span class="card-price"><small>¥</small>${yuan(pack.price)}</span>
  <span class="card-note">${fill(text.packNote, { uses: pack.uses })}</span>
</label>`;
}

/** A tool's packs of uses: spent after the day's free uses, for that tool only. */
function packsHtml(packsFor: PayPageModel['packsFor'], text: PayPageText, en: boolean): string {
  if (!packsFor) return '';
  return `<fieldset>
    <legend>${fill(text.packsLegend, { tool: escapeHtml(packsFor.name) })}</legend>
    <div class="cards">
${PACKS.map((pack) => packHtml(pack, packsFor.scene, text, en)).join('\n')}
    </div>
  </fieldset>`;
}

function loggedInBody(model: PayPageModel & { nickname: string }): string {
  const text = PAY_PAGE_TEXT[model.locale];
  const en = model.locale === 'en';
  const cards = orderedCards(model.showExtraCard);
  const first = cards[0];
  return `<div id="pay-app" data-view="cards" data-in-app-pay="${model.inAppPay ? '1' : '0'}">
<header class="pay-head">
  <h1>${text.title}</h1>
  <p class="account"><strong class="nickname">${escapeHtml(model.nickname)}</strong>${membershipLine(model.held, text)}</p>
</header>
<p class="benefit">${text.benefit}</p>
<form id="pay-form" novalidate>
  <fieldset>
    <legend>${text.chooseCard}</legend>
    <div class="cards">
${cards.map((card, index) => cardHtml(card, { checked: index === 0, featured: model.showExtraCard && isExtra(card), text, en })).join('\n')}
    </div>
  </fieldset>
  ${packsHtml(model.packsFor, text, en)}
  <div class="pay-actions">
    <button type="submit" class="pay-button" id="pay-button">${fill(text.payNow, { price: yuan(chargedAmount(first)) })}</button>
    <p class="fine-print">${fill(text.finePrint, { agreement: en ? '/agreement/user?lang=en' : '/agreement/user' })}</p>
  </div>
</form>
<section class="qr-view" id="qr-view" aria-labelledby="qr-title" hidden>
  <h2 id="qr-title" tabindex="-1">${text.qrTitle}</h2>
  <div class="qr-box" id="qr-box" role="img" aria-label="${text.qrLabel}"></div>
  <p class="qr-tip"><span id="qr-tip-text">${text.qrTip}</span> <strong>¥<span id="qr-amount"></span></strong></p>
  ${model.sandbox ? `<a class="sandbox-link" id="sandbox-link" href="#" target="_blank" rel="noopener">${text.sandboxLink}</a>` : ''}
  <button type="button" class="link-button" id="back-button">${text.chooseAgain}</button>
</section>
<section class="paid-view" id="paid-view" aria-labelledby="paid-title" hidden>
  <div class="paid-icon" aria-hidden="true">✓</div>
  <h2 id="paid-title" tabindex="-1">${text.paidTitle}</h2>
  <p id="paid-text" data-pack-text="${text.paidPack}">${text.paidCard}</p>
</section>
<p class="status" id="pay-status" role="status" aria-live="polite"></p>
</div>`;
}

const anonymousBody = (text: PayPageText) => `<section class="login-needed">
  <h1>${text.loginHeading}</h1>
  <p>${text.loginBody}</p>
</section>`;

export function renderPayPage(model: PayPageModel): string {
  const text = PAY_PAGE_TEXT[model.locale];
  const lang = model.locale;
  if (model.nickname === undefined) return plainPage(text.loginTitle, anonymousBody(text), { style: PAY_PAGE_STYLE, lang });
  return plainPage(text.title, loggedInBody({ ...model, nickname: model.nickname }), { style: PAY_PAGE_STYLE, script: payPageScript(model.locale), lang });
}

/**
 * The pay page's inline module script (no bundler): it calls the API the way the SDK does
 * (a `/api/getToken` token, `Authorization` and `Timestamp` headers, JSON sent as
 * text/plain), shows the QR code, polls the order and tells the opener when it is paid. On a
 * phone's browser (not a chat app) it pays in the provider's mobile cashier instead (H5): a
 * phone cannot scan its own screen. In the chat app it opens the app's own pay sheet (JSAPI),
 * once the official account told the hub who pays; where it cannot, the QR code is long-pressed.
 */
import { AUTO_CARD_FLAG_KEY, INVALID_TIMESTAMP, INVALID_TIMESTAMP_ALERT, PAYEND_POST_MSG, PAYER_UNKNOWN_MESSAGE, PAY_PAYER_AUTH_PATH } from '@toolhub/contracts';
import type { PageLocale } from '../../pages/render';
import { scriptJson } from '../../http/script-json';
import { PAY_PAGE_TEXT } from './text';

/** How often the page asks whether the order is paid. */
export const ORDER_POLL_MS = 1500;

/** How long the chat app's bridge is waited for (it announces itself with WeixinJSBridgeReady). */
const BRIDGE_WAIT_MS = 1500;
/** A way back from the official account this recent, still without a payer: it is not asked again. */
const PAYER_RETRY_MS = 2 * 60 * 1000;

const constants = {
  PAYEND_POST_MSG,
  AUTO_CARD_FLAG_KEY,
  PAYER_UNKNOWN_MESSAGE,
  PAY_PAYER_AUTH_PATH,
  BRIDGE_WAIT_MS,
  PAYER_RETRY_MS,
  POLL_MS: ORDER_POLL_MS,
  INVALID_TIMESTAMP,
};

const script = String.raw`
const { PAYEND_POST_MSG, POLL_MS, INVALID_TIMESTAMP, TIME_ALERT, AUTO_CARD_FLAG_KEY, PAYER_UNKNOWN_MESSAGE, PAY_PAYER_AUTH_PATH, BRIDGE_WAIT_MS, PAYER_RETRY_MS, TEXT } = CONSTANTS;
const SERVICE_ERROR = TEXT.serviceError;
const NETWORK_ERROR = TEXT.networkError;
const fill = (text, values) => text.replace(/\{(\w+)\}/g, (place, name) => (name in values ? String(values[name]) : place));
const byId = (id) => document.getElementById(id);
const form = byId('pay-form');
const payButton = byId('pay-button');
const statusLine = byId('pay-status');
const qrView = byId('qr-view');
const qrTitle = byId('qr-title');
const sandboxLink = byId('sandbox-link');
const paidView = byId('paid-view');
const app = byId('pay-app');

let token = null;
let pollTimer = 0;
let polledOrder = null;

const yuan = (fen) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2));
const selectedCard = () => form.querySelector('input[name="card_id"]:checked');

function say(text, isError = false) {
  statusLine.textContent = text;
  statusLine.classList.toggle('error', isError);
}

async function fetchToken() {
  let response;
  try {
    response = await fetch('/api/getToken', { credentials: 'same-origin' });
  } catch {
    throw new Error(NETWORK_ERROR);
  }
  if (!response.ok) throw new Error(SERVICE_ERROR);
  token = (await response.json()).data.token;
  return token;
}

/** The catalogue message of an error body "<code>,<message>" (spec §8). */
function errorMessage(status, text) {
  if (text.includes(INVALID_TIMESTAMP)) return TIME_ALERT;
  const match = /^\s*(-?\d+)\s*,?([\s\S]*)$/.exec(text);
  if (match && match[2].trim()) return match[2].trim();
  return '[' + status + '] ' + (text || SERVICE_ERROR);
}

async function call(method, path, payload) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const headers = { Authorization: token ?? (await fetchToken()), Timestamp: String(Math.floor(Date.now() / 1000)) };
    let url = path;
    let body;
    if (method === 'GET') {
      url += '?' + new URLSearchParams(payload).toString();
    } else {
      headers['Content-Type'] = 'text/plain;charset=UTF-8';
      body = JSON.stringify(payload);
    }
    let response;
    try {
      response = await fetch(url, { method, headers, body, credentials: 'same-origin' });
    } catch {
      throw new Error(NETWORK_ERROR);
    }
    const text = await response.text();
    // An expired token is renewed once.
    if (response.status === 401 && attempt === 0) {
      token = null;
      continue;
    }
    if (response.status !== 200) {
      const failure = new Error(errorMessage(response.status, text));
      failure.payerUnknown = response.status === 409 && text.includes(PAYER_UNKNOWN_MESSAGE);
      throw failure;
    }
    const answer = JSON.parse(text);
    if (answer.ret !== 0) throw new Error(SERVICE_ERROR);
    return answer.data;
  }
  throw new Error(SERVICE_ERROR);
}

function stopPolling() {
  clearTimeout(pollTimer);
  polledOrder = null;
}

function showCards(message = '', isError = false) {
  stopPolling();
  app.dataset.view = 'cards';
  qrView.hidden = true;
  form.hidden = false;
  payButton.disabled = false;
  say(message, isError);
  selectedCard().focus();
}

function showQr(order) {
  byId('qr-box').innerHTML = order.qr_svg;
  // Inside the chat app the code is not scanned but long-pressed.
  if (inChatApp) byId('qr-tip-text').textContent = TEXT.qrTipChatApp;
  byId('qr-amount').textContent = yuan(order.amount);
  if (sandboxLink) sandboxLink.href = order.code_url;
  form.hidden = true;
  qrView.hidden = false;
  app.dataset.view = 'qr';
  say(TEXT.waiting);
  qrTitle.focus();
}

/** Tells the page that opened the pay panel, on our exact origin only. */
function announcePayEnd() {
  const message = { cmd: PAYEND_POST_MSG };
  if (window.parent !== window) window.parent.postMessage(message, location.origin);
  if (window.opener && !window.opener.closed) {
    try {
      window.opener.postMessage(message, location.origin);
    } catch (error) {
      console.warn('[pay] opener not reachable', error);
    }
  }
}

/** The membership line as the server now sees it (best effort: the payment is done either way). */
async function refreshMembership() {
  try {
    const response = await fetch(location.href, { credentials: 'same-origin' });
    // Read in an inert template: a parsed document would try the fresh page's style element, whose
    // nonce is not this page's, and the browser would report it to the page's CSP.
    const fresh = document.createElement('template');
    fresh.innerHTML = await response.text();
    const account = fresh.content.querySelector('.account');
    if (account) document.querySelector('.account').replaceWith(account);
  } catch (error) {
    console.warn('[pay] membership not refreshed', error);
  }
}

function showPaid() {
  stopPolling();
  qrView.hidden = true;
  form.hidden = true;
  paidView.hidden = false;
  app.dataset.view = 'paid';
  say('');
  byId('paid-title').focus();
  announcePayEnd();
  void refreshMembership();
}

function poll(orderId) {
  pollTimer = setTimeout(async () => {
    if (polledOrder !== orderId) return;
    try {
      const order = await call('GET', '/api/pay/queryOrder', { order_id: orderId });
      if (polledOrder !== orderId) return;
      if (order.status === 'paid') return showPaid();
      if (order.status === 'closed') return showCards(TEXT.orderClosed, true);
      say(TEXT.waiting);
    } catch (error) {
      // The payment may still arrive: keep asking, and say why the answer is late.
      if (polledOrder === orderId) say(error.message, true);
    }
    if (polledOrder === orderId) poll(orderId);
  }, POLL_MS);
}

form.addEventListener('change', () => {
  payButton.textContent = fill(TEXT.payNow, { price: yuan(Number(selectedCard().dataset.amount)) });
});

const inChatApp = /MicroMessenger/i.test(navigator.userAgent);
/** Spec §6: these user agents are mobile; a chat app's own browser has its in-app pay, not H5. */
const onPhone = /Android|webOS|iPhone|iPod|BlackBerry/i.test(navigator.userAgent) && !inChatApp;

/** The hub page holding this panel, when it is ours to steer; else this page. */
function hubPage() {
  try {
    if (window.top.location.origin === location.origin) return window.top;
  } catch {
    // A frame of another site: this page goes itself.
  }
  return window;
}

/**
 * The hub page that opened the pay panel leaves for the provider's mobile cashier, which sends
 * the payer back to it (redirect_url): a fresh load there reads the new membership.
 */
function payInMobileCashier(order) {
  const page = hubPage();
  say(TEXT.goingToCashier);
  page.location.href = order.h5_url + '&redirect_url=' + encodeURIComponent(page.location.href);
}

/** The chat app's JS bridge, in this frame or the hub page's, once it is ready; else null. */
function chatBridge() {
  const find = () => window.WeixinJSBridge || hubPage().WeixinJSBridge || null;
  if (!inChatApp || find()) return Promise.resolve(find());
  return new Promise((resolve) => {
    const done = () => resolve(find());
    document.addEventListener('WeixinJSBridgeReady', done, { once: true });
    hubPage().document.addEventListener('WeixinJSBridgeReady', done, { once: true });
    setTimeout(done, BRIDGE_WAIT_MS);
  });
}

function readStored(storage, key) {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(storage, key, value) {
  try {
    storage.setItem(key, value);
  } catch {
    // Without storage the visitor opens the pay panel again by hand.
  }
}

const PAYER_TRIED_KEY = 'toolhub.payerAsked';
const payerAskedRecently = () => Date.now() - Number(readStored(sessionStorage, PAYER_TRIED_KEY) || 0) < PAYER_RETRY_MS;

/**
 * The hub learns who pays from the official account (a silent redirect there and back). The
 * panel opens again on the way back (the auto-card flag, spec §3), for the visitor to pay.
 */
function askWhoPays() {
  const page = hubPage();
  writeStored(sessionStorage, PAYER_TRIED_KEY, String(Date.now()));
  writeStored(localStorage, AUTO_CARD_FLAG_KEY, '1');
  say(TEXT.askingPayer);
  page.location.href = PAY_PAYER_AUTH_PATH + '?back=' + encodeURIComponent(page.location.pathname + page.location.search);
}

/** The chat app's own pay sheet; its "ok" is the payer's word only: the order is polled for the provider's. */
function payInChatApp(bridge, order) {
  polledOrder = order.order_id;
  say(TEXT.openingSheet);
  bridge.invoke('getBrandWCPayRequest', order.jsapi, (result) => {
    if (polledOrder !== order.order_id) return;
    const answer = String((result && result.err_msg) || '');
    if (answer.endsWith(':ok')) {
      say(TEXT.waiting);
      return poll(order.order_id);
    }
    showCards(answer.endsWith(':cancel') ? TEXT.cancelled : TEXT.notCompleted, !answer.endsWith(':cancel'));
  });
}

async function createOrder(chosen, scene, channel) {
  return call('POST', '/api/pay/createOrder', { card_id: chosen.value, channel, ...(scene ? { scene } : {}) });
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  payButton.disabled = true;
  say(TEXT.creatingOrder);
  try {
    const chosen = selectedCard();
    // A pack of uses is for the tool the page was opened from.
    const scene = chosen.dataset.scene;
    if (scene) byId('paid-text').textContent = byId('paid-text').dataset.packText;
    const bridge = app.dataset.inAppPay === '1' ? await chatBridge() : null;
    let order;
    if (bridge) {
      try {
        order = await createOrder(chosen, scene, 'jsapi');
      } catch (error) {
        if (!error.payerUnknown) throw error;
        // Asked a moment ago and still unknown (the visitor declined): the QR code, long-pressed.
        if (!payerAskedRecently()) return askWhoPays();
      }
    }
    order ??= await createOrder(chosen, scene, onPhone ? 'h5' : 'native');
    if (order.jsapi) return payInChatApp(bridge, order);
    if (order.h5_url) return payInMobileCashier(order);
    polledOrder = order.order_id;
    showQr(order);
    poll(order.order_id);
  } catch (error) {
    payButton.disabled = false;
    say(error.message, true);
  }
});

byId('back-button').addEventListener('click', () => showCards());
`;


/** The words the script says, in the page's language. */
const SCRIPT_TEXT_KEYS = ['serviceError', 'networkError', 'waiting', 'orderClosed', 'payNow', 'goingToCashier', 'askingPayer', 'openingSheet', 'cancelled', 'notCompleted', 'creatingOrder', 'qrTipChatApp'] as const;

export function payPageScript(locale: PageLocale): string {
  const text = Object.fromEntries(SCRIPT_TEXT_KEYS.map((key) => [key, PAY_PAGE_TEXT[locale][key]]));
  return `const CONSTANTS = ${scriptJson({ ...constants, TIME_ALERT: INVALID_TIMESTAMP_ALERT[locale], TEXT: text })};\n${script}`;
}

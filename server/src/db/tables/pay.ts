import type { OrderStatus } from '@toolhub/contracts';

/** Tables of orders and payments (migration 005_pay). */
export interface PayTables {
  pay_order: PayOrderTable;
  sandbox_wxpay_payment: SandboxWxPayPaymentTable;
}

/**
 * One purchase of a card. The card's terms are copied in when the order is created, so a
 * later change of the catalog never changes what a paid order grants.
 */
export interface PayOrderTable {
  /** Our out_trade_no: random, so nobody can guess another visitor's order. */
  order_id: string;
  qbid: string;
  card_id: string;
  enquity_type: number;
  /** CardPlan 'month' or 'auto', or 'pack' for a pack of uses. */
  plan: string;
  days: number;
  /** A pack's tool scene and uses (migration 013); null and 0 for a card. */
  scene: string | null;
  uses: number;
  /** Charged, in fen: the price with the coupon off (spec §9). */
  amount: number;
  /** The coupon taken off the price, in fen. */
  coupon: number;
  status: OrderStatus;
  /** The provider's payment; UNIQUE, so one payment can fulfil one order only. Null until paid. */
  transaction_id: string | null;
  code_url: string | null;
  created_at: number;
  paid_at: number | null;
  expires_at: number;
}

/**
 * A payment of the built-in WeChat Pay sandbox (never used with the real provider). It lives
 * in the database so every server process sharing it sees the same payments.
 */
export interface SandboxWxPayPaymentTable {
  /** The cashier id in code_url: random. */
  id: string;
  mchid: string;
  appid: string;
  out_trade_no: string;
  description: string;
  /** Fen. */
  amount: number;
  notify_url: string;
  /** 'pending' until the payer confirms, then 'paid'. */
  status: string;
  transaction_id: string | null;
  payer_openid: string | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  /** When the merchant acknowledged the notification. */
  notified_at: number | null;
}

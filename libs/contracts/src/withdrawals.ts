import { hasConfirmation } from './order-lifecycle.js';
import type { OrderStatus } from './order-status.js';

/**
 * The withdrawal right of a parent who bought at a distance (docs/withdrawals.md): withdraw within
 * 14 days of the day the books arrived, without a reason; the shop refunds the books and the
 * standard delivery within 14 days of receiving the withdrawal. The API applies these rules and the
 * order page and the back office show the same.
 */

/** Days after the day of delivery during which a parent may withdraw. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/** Days after receiving a withdrawal within which the shop refunds. */
export const REFUND_WITHIN_DAYS = 14;

/** The back office highlights an open withdrawal from this many days before its refund-by date. */
export const REFUND_DUE_SOON_DAYS = 3;

/** The shop's days are those of the Netherlands (and Germany): periods end at midnight there. */
export const SHOP_TIME_ZONE = 'Europe/Amsterdam';

/** received: the parent withdrew; books_back: staff have the books (or proof of sending); refunded. */
export const WITHDRAWAL_STATUSES = ['received', 'books_back', 'refunded'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const shopDate = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day an instant falls on in the shop's time zone, as YYYY-MM-DD. */
export function shopDay(instant: Date): string {
  return shopDate.format(instant);
}

/** The first instant of the shop's day `days` days after the day `instant` falls on. */
export function startOfShopDayAfter(instant: Date, days: number): Date {
  const [year, month, day] = shopDay(instant).split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1, day + days));
  const wanted = target.toISOString().slice(0, 10);
  // Amsterdam is UTC+1 in winter and UTC+2 in summer: its midnight is 23:00 or 22:00 UTC the day before.
  for (const hours of [2, 1]) {
    const candidate = new Date(target.getTime() - hours * HOUR_MS);
    if (shopDay(candidate) === wanted) return candidate;
  }
  throw new Error(`no midnight found for ${wanted} in ${SHOP_TIME_ZONE}`);
}

/** What the shop knows of an order's delivery. */
export interface DeliveryFacts {
  /** When staff marked it delivered. */
  delivered_at: Date | null;
  /** When staff marked it sent. */
  sent_at: Date | null;
  /** The longest delivery time to its country, in days (`deliveryDaysFor`). */
  longest_delivery_days: number | null;
}

/**
 * When the books count as arrived: the moment staff marked the order delivered; without it, the day
 * it was sent plus the longest delivery time of its country; neither known (not sent yet), null.
 */
export function deliveryDate(facts: DeliveryFacts): Date | null {
  if (facts.delivered_at) return facts.delivered_at;
  if (facts.sent_at && facts.longest_delivery_days !== null)
    return new Date(facts.sent_at.getTime() + facts.longest_delivery_days * DAY_MS);
  return null;
}

/**
 * The end of the withdrawal period: midnight (shop time) after the 14th day following the day of
 * delivery. The day of delivery itself does not count, and the last day counts whole.
 */
export function withdrawalEndsAt(deliveredAt: Date): Date {
  return startOfShopDayAfter(deliveredAt, WITHDRAWAL_PERIOD_DAYS + 1);
}

/**
 * Whether a parent may withdraw now: from payment (the order has a confirmation) until the period
 * ends; before delivery is known (paid, printed, or sent within its delivery time) the period has
 * not started, so it is open.
 */
export function canWithdraw(status: OrderStatus, delivered: Date | null, now: Date): boolean {
  if (!hasConfirmation(status)) return false;
  return delivered === null || now.getTime() < withdrawalEndsAt(delivered).getTime();
}

/** The shop refunds within 14 days of receiving the withdrawal. */
export function refundDueAt(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + REFUND_WITHIN_DAYS * DAY_MS);
}

/** How pressing an open withdrawal's refund is, for the back office's highlight. */
export type RefundUrgency = 'done' | 'on_time' | 'due_soon' | 'overdue';

export function refundUrgency(status: WithdrawalStatus, dueAt: Date, now: Date): RefundUrgency {
  if (status === 'refunded') return 'done';
  const left = dueAt.getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left <= REFUND_DUE_SOON_DAYS * DAY_MS ? 'due_soon' : 'on_time';
}

/** The withdrawal lookup page's fields: an order number as on the confirmation (BK-10042) and an e-mail. */
export const WITHDRAWAL_LOOKUP_LIMITS = { orderNumber: 20 } as const;

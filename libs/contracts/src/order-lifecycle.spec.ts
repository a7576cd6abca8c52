import { describe, expect, it } from '@jest/globals';
import { canMove, canPayAgain, holdsStock, isRevenue, returnsStockOnFullRefund, stageOf, type OrderActor } from './order-lifecycle.js';
import { ORDER_STATUSES, type OrderStatus } from './order-status.js';

// Every allowed move other than staff's, written out: any pair missing here must be refused.
const ALLOWED: [OrderActor, OrderStatus, OrderStatus][] = [
  ['customer', 'failed', 'pending'],
  ['customer', 'expired', 'pending'],
  ['customer', 'canceled', 'pending'],
  ['payment_provider', 'pending', 'paid'],
  ['payment_provider', 'pending', 'failed'],
  ['payment_provider', 'pending', 'expired'],
  ['payment_provider', 'pending', 'canceled'],
  ['payment_provider', 'failed', 'paid'],
  ['payment_provider', 'expired', 'paid'],
  ['sweeper', 'pending', 'expired'],
  ['sweeper', 'pending', 'failed'],
];

describe('order lifecycle', () => {
  for (const by of ['customer', 'payment_provider', 'sweeper'] as const) {
    it(`lets the ${by} make exactly its moves`, () => {
      const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canMove(from, to, by)).map((to) => `${from}→${to}`));
      expect(allowed.sort()).toEqual(
        ALLOWED.filter(([actor]) => actor === by)
          .map(([, from, to]) => `${from}→${to}`)
          .sort(),
      );
    });
  }

  it('lets staff choose any other status, never the same one', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) expect(canMove(from, to, 'admin')).toBe(from !== to);
    }
  });

  it('refuses a payment after the order was canceled or already paid: that money is refunded', () => {
    for (const from of ['canceled', 'paid', 'printed', 'sent', 'delivered'] as const)
      expect(canMove(from, 'paid', 'payment_provider')).toBe(false);
  });

  it.each([
    ['pending', true, false, false, 'awaiting_payment'],
    ['paid', true, true, false, 'in_progress'],
    ['printed', true, true, false, 'in_progress'],
    ['sent', true, true, false, 'in_progress'],
    ['delivered', true, true, false, 'delivered'],
    ['failed', false, false, true, 'unpaid'],
    ['expired', false, false, true, 'unpaid'],
    ['canceled', false, false, true, 'unpaid'],
  ] as const)('%s: holds stock %s, revenue %s, can pay again %s, stage %s', (status, stock, revenue, payAgain, stage) => {
    expect([holdsStock(status), isRevenue(status), canPayAgain(status), stageOf(status)]).toEqual([stock, revenue, payAgain, stage]);
  });

  it('gives the books back on a full refund only while the order holds them and has not been shipped', () => {
    expect(ORDER_STATUSES.filter(returnsStockOnFullRefund).sort()).toEqual(['paid', 'pending', 'printed']);
  });
});

import { describe, expect, it } from '@jest/globals';
import { ORDER_STATUSES, REVENUE_STATUSES, isOrderStatus } from './order-status.js';

describe('order statuses', () => {
  it('has the eight statuses of the specification', () => {
    expect([...ORDER_STATUSES].sort()).toEqual(
      ['canceled', 'delivered', 'expired', 'failed', 'paid', 'pending', 'printed', 'sent'],
    );
  });

  it.each(ORDER_STATUSES)('accepts %s', (status) => {
    expect(isOrderStatus(status)).toBe(true);
  });

  it.each([['cancelled'], ['PAID'], ['refunded'], [''], [null], [undefined], [1]])(
    'rejects %p',
    (value) => {
      expect(isOrderStatus(value)).toBe(false);
    },
  );

  it('counts paid, printed, sent and delivered orders as revenue, nothing else', () => {
    expect([...REVENUE_STATUSES].sort()).toEqual(['delivered', 'paid', 'printed', 'sent']);
    for (const status of REVENUE_STATUSES) expect(isOrderStatus(status)).toBe(true);
  });
});

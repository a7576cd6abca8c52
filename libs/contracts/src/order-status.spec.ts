import { describe, expect, it } from '@jest/globals';
import { ORDER_STATUSES, isOrderStatus } from './order-status.js';

describe('order statuses', () => {
  it('has the eight statuses of docs/orders.md', () => {
    expect([...ORDER_STATUSES].sort()).toEqual(['canceled', 'delivered', 'expired', 'failed', 'paid', 'pending', 'printed', 'sent']);
  });

  it.each(['pending', 'paid', 'failed', 'expired', 'canceled', 'sent', 'printed', 'delivered'])('accepts %s', (status) => {
    expect(isOrderStatus(status)).toBe(true);
  });

  it.each([['cancelled'], ['PAID'], ['refunded'], [''], [null], [undefined], [1]])('rejects %p', (value) => {
    expect(isOrderStatus(value)).toBe(false);
  });
});

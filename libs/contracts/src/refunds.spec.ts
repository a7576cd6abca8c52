import { describe, expect, it } from '@jest/globals';
import { countsAsRefunded, isFinalRefund, refundableCents, refundedCents } from './refunds.js';

describe('refunds', () => {
  it('counts every refund that did not fail and was not canceled', () => {
    expect(['queued', 'pending', 'processing', 'refunded'].every((status) => countsAsRefunded(status as 'queued'))).toBe(true);
    expect(countsAsRefunded('failed')).toBe(false);
    expect(countsAsRefunded('canceled')).toBe(false);
  });

  it('computes what is refunded and what can still be refunded', () => {
    const refunds = [
      { amount_cents: 500, status: 'refunded' as const },
      { amount_cents: 700, status: 'failed' as const },
      { amount_cents: 250, status: 'pending' as const },
      { amount_cents: 100, status: 'canceled' as const },
    ];
    expect(refundedCents(refunds)).toBe(750);
    expect(refundableCents(2995, refunds)).toBe(2245);
    expect(refundableCents(700, refunds)).toBe(0);
    expect(refundableCents(2995, [])).toBe(2995);
  });

  it('knows which statuses are final', () => {
    expect(['refunded', 'failed', 'canceled'].every((status) => isFinalRefund(status as 'refunded'))).toBe(true);
    expect(['queued', 'pending', 'processing'].some((status) => isFinalRefund(status as 'queued'))).toBe(false);
  });
});

import { describe, expect, it } from '@jest/globals';
import { canWithdraw, deliveryDate, refundDueAt, refundUrgency, shopDay, withdrawalEndsAt } from './withdrawals.js';

describe('the withdrawal period', () => {
  it('ends at midnight in Amsterdam after the 14th day following the day of delivery (winter time)', () => {
    // Delivered 3 March 2026 at 09:00 in Amsterdam (UTC+1): the last day is 17 March, whole.
    const ends = withdrawalEndsAt(new Date('2026-03-03T08:00:00Z'));
    expect(ends.toISOString()).toBe('2026-03-17T23:00:00.000Z');
    expect(shopDay(ends)).toBe('2026-03-18');
  });

  it('in summer time, and across the change of clocks', () => {
    // 1 July 2026 21:30 UTC is 23:30 in Amsterdam (UTC+2): still 1 July there, so the last day is 15 July.
    expect(withdrawalEndsAt(new Date('2026-07-01T21:30:00Z')).toISOString()).toBe('2026-07-15T22:00:00.000Z');
    // Delivered 20 March (winter time): the last day is 3 April, which ends at midnight summer time.
    expect(withdrawalEndsAt(new Date('2026-03-20T12:00:00Z')).toISOString()).toBe('2026-04-03T22:00:00.000Z');
  });

  it('a delivery counts on its day in Amsterdam, not on its UTC day', () => {
    // 31 January 2026 23:30 UTC is 1 February 00:30 in Amsterdam: the day of delivery is 1 February.
    expect(withdrawalEndsAt(new Date('2026-01-31T23:30:00Z')).toISOString()).toBe('2026-02-15T23:00:00.000Z');
  });

  it('is open from payment until it ends, and never before payment', () => {
    const delivered = new Date('2026-03-03T08:00:00Z');
    const lastMoment = new Date('2026-03-17T22:59:59.999Z');
    expect(canWithdraw('delivered', delivered, lastMoment)).toBe(true);
    expect(canWithdraw('delivered', delivered, new Date('2026-03-17T23:00:00Z'))).toBe(false);
    expect(canWithdraw('paid', null, new Date('2030-01-01'))).toBe(true);
    expect(canWithdraw('printed', null, new Date())).toBe(true);
    for (const status of ['pending', 'failed', 'expired', 'canceled'] as const) expect(canWithdraw(status, null, new Date())).toBe(false);
  });
});

describe('deliveryDate', () => {
  it('is the moment staff marked the order delivered', () => {
    const delivered = new Date('2026-03-05T10:00:00Z');
    expect(deliveryDate({ delivered_at: delivered, sent_at: new Date('2026-03-01T10:00:00Z'), longest_delivery_days: 5 })).toBe(delivered);
  });

  it('without it, the day sent plus the longest delivery time of the country', () => {
    expect(deliveryDate({ delivered_at: null, sent_at: new Date('2026-03-01T10:00:00Z'), longest_delivery_days: 5 })?.toISOString()).toBe(
      '2026-03-06T10:00:00.000Z',
    );
  });

  it('unknown before the order is sent', () => {
    expect(deliveryDate({ delivered_at: null, sent_at: null, longest_delivery_days: 5 })).toBeNull();
  });
});

describe('the refund', () => {
  it('is due 14 days after the withdrawal was received, and highlighted from 3 days before', () => {
    const received = new Date('2026-03-10T09:00:00Z');
    const due = refundDueAt(received);
    expect(due.toISOString()).toBe('2026-03-24T09:00:00.000Z');
    expect(refundUrgency('received', due, new Date('2026-03-20T09:00:00Z'))).toBe('on_time');
    expect(refundUrgency('books_back', due, new Date('2026-03-21T09:00:00Z'))).toBe('due_soon');
    expect(refundUrgency('received', due, new Date('2026-03-24T09:00:01Z'))).toBe('overdue');
    expect(refundUrgency('refunded', due, new Date('2026-04-24T09:00:00Z'))).toBe('done');
  });
});

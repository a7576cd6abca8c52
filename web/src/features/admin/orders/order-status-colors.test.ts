import { expect, test } from '@jest/globals';
import { ORDER_STATUSES } from '@bookshop/contracts/order-status';
import { detailStatusColor, listStatusColor } from './order-status-colors';

test('list badges: paid, sent and printed wait; pending warns; failed, expired, canceled err; delivered succeeds', () => {
  expect(Object.fromEntries(ORDER_STATUSES.map((status) => [status, listStatusColor(status)]))).toEqual({
    pending: 'warning',
    paid: 'processing',
    failed: 'error',
    expired: 'error',
    canceled: 'error',
    sent: 'processing',
    printed: 'processing',
    delivered: 'success',
  });
});

test('detail badges: paid and delivered succeed; pending, sent and printed warn; the rest err', () => {
  expect(Object.fromEntries(ORDER_STATUSES.map((status) => [status, detailStatusColor(status)]))).toEqual({
    pending: 'warning',
    paid: 'success',
    failed: 'error',
    expired: 'error',
    canceled: 'error',
    sent: 'warning',
    printed: 'warning',
    delivered: 'success',
  });
});

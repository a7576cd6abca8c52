import { expect, test } from '@jest/globals';
import { canPayAgain, stageOf } from '@bookshop/contracts/order-lifecycle';
import { ORDER_STATUSES } from '@bookshop/contracts/order-status';
import { detailStatusColor, listStatusColor } from './order-status-colors';

const unpaid = ORDER_STATUSES.filter(canPayAgain);
const others = ORDER_STATUSES.filter((status) => !canPayAgain(status));

test('an order whose payment did not go through is red in the list and on its page', () => {
  expect(unpaid.length).toBeGreaterThan(0);
  for (const status of unpaid) expect([listStatusColor(status), detailStatusColor(status)]).toEqual(['error', 'error']);
  for (const status of others) expect([listStatusColor(status), detailStatusColor(status)]).not.toContain('error');
});

test('the list: waiting for payment warns, orders being handled wait, delivered succeeds', () => {
  expect(listStatusColor('pending')).toBe('warning');
  for (const status of ORDER_STATUSES.filter((status) => stageOf(status) === 'in_progress'))
    expect(listStatusColor(status)).toBe('processing');
  expect(listStatusColor('delivered')).toBe('success');
});

test('the order page differs from the list: paid succeeds, printed and sent ask for attention', () => {
  expect(['paid', 'delivered'].map((status) => detailStatusColor(status as 'paid'))).toEqual(['success', 'success']);
  expect(['pending', 'printed', 'sent'].map((status) => detailStatusColor(status as 'sent'))).toEqual(['warning', 'warning', 'warning']);
  expect(listStatusColor('paid')).not.toBe(detailStatusColor('paid'));
});

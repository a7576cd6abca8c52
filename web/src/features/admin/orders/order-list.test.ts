import { describe, expect, test } from '@jest/globals';
import { anAdminOrder } from './admin-order.fixture';
import { searchOrders, sortOrders } from './order-list';

const orders = [
  anAdminOrder({
    id: 'a',
    friendly_id: 'BK-2',
    process_number: 'PROC-AAA',
    customer_name: 'Layla Haddad',
    customer_email: 'layla@example.com',
    total_amount: 9.5,
    created_at: '2026-01-02T10:00:00.000Z',
  }),
  anAdminOrder({
    id: 'b',
    friendly_id: 'BK-10',
    process_number: 'PROC-BBB',
    customer_name: 'Omar Said',
    customer_email: 'omar@shop.nl',
    total_amount: 100,
    created_at: '2025-12-31T23:00:00.000Z',
  }),
  anAdminOrder({
    id: 'c',
    friendly_id: 'BK-1',
    process_number: 'PROC-CCC',
    customer_name: 'Anna de Vries',
    customer_email: 'anna@example.com',
    total_amount: 25,
    created_at: '2026-01-02T09:59:59.000Z',
  }),
];
const ids = (list: { id: string }[]) => list.map((order) => order.id);

describe('searchOrders', () => {
  test('matches the process number, the customer name and the email, ignoring case', () => {
    expect(ids(searchOrders(orders, 'proc-bbb'))).toEqual(['b']);
    expect(ids(searchOrders(orders, 'HADDAD'))).toEqual(['a']);
    expect(ids(searchOrders(orders, 'example.com'))).toEqual(['a', 'c']);
  });

  test('does not search other fields, and a blank search keeps everything', () => {
    expect(searchOrders(orders, 'BK-10')).toEqual([]);
    expect(ids(searchOrders(orders, '   '))).toEqual(['a', 'b', 'c']);
  });
});

describe('sortOrders', () => {
  test('sorts the total as a number, both ways', () => {
    expect(ids(sortOrders(orders, { key: 'total_amount', direction: 'ascend' }))).toEqual(['a', 'c', 'b']);
    expect(ids(sortOrders(orders, { key: 'total_amount', direction: 'descend' }))).toEqual(['b', 'c', 'a']);
  });

  test('sorts the date by timestamp, both ways', () => {
    expect(ids(sortOrders(orders, { key: 'created_at', direction: 'ascend' }))).toEqual(['b', 'c', 'a']);
    expect(ids(sortOrders(orders, { key: 'created_at', direction: 'descend' }))).toEqual(['a', 'c', 'b']);
  });

  test('sorts friendly ids by their number and names as text', () => {
    expect(ids(sortOrders(orders, { key: 'friendly_id', direction: 'ascend' }))).toEqual(['c', 'a', 'b']);
    expect(ids(sortOrders(orders, { key: 'customer_name', direction: 'descend' }))).toEqual(['b', 'a', 'c']);
  });

  test('leaves the list it was given alone', () => {
    sortOrders(orders, { key: 'total_amount', direction: 'ascend' });
    expect(ids(orders)).toEqual(['a', 'b', 'c']);
  });
});

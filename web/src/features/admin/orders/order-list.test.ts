import { describe, expect, test } from '@jest/globals';
import { orderListParams, readOrderListState } from './order-list';

describe('the orders list state in the address', () => {
  test('reads status, search, sort and page, and writes them back the same', () => {
    const params = new URLSearchParams('status=paid&paid_without_stock=true&q=BK-10003&sort=total_amount&direction=asc&page=3');
    const state = readOrderListState(params);
    expect(state).toEqual({
      status: 'paid',
      paidWithoutStock: true,
      search: 'BK-10003',
      sort: { key: 'total_amount', direction: 'ascend' },
      page: 3,
    });
    expect(orderListParams(state).toString()).toBe(params.toString());
  });

  test('anything missing or unknown is the default, and the defaults leave the address plain', () => {
    const state = readOrderListState(new URLSearchParams('status=shipped&sort=password&page=-2&q=%20%20'));
    expect(state).toEqual({
      status: 'all',
      paidWithoutStock: false,
      search: '',
      sort: { key: 'created_at', direction: 'descend' },
      page: 1,
    });
    expect(orderListParams(state).toString()).toBe('');
  });
});

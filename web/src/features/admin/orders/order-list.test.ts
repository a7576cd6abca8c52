import { describe, expect, test } from '@jest/globals';
import { listQueryParams, listStateParams, readListState } from '../shared/list-state';
import { ORDER_LIST } from './order-list';

describe('the orders list state in the address', () => {
  test('reads status, flag, search, sort and page, and writes them back the same', () => {
    const params = new URLSearchParams('status=paid&paid_without_stock=true&q=BK-10003&sort=total_amount&direction=asc&page=3');
    const state = readListState(ORDER_LIST, params);
    expect(state).toEqual({
      filters: { status: 'paid', paid_without_stock: true },
      search: 'BK-10003',
      sort: { column: 'total_amount', direction: 'asc' },
      page: 3,
      pageSize: 25,
    });
    expect(listStateParams(ORDER_LIST, state).toString()).toBe(params.toString());
  });

  test('anything missing or unknown is the default, and the defaults leave the address plain', () => {
    const state = readListState(ORDER_LIST, new URLSearchParams('status=shipped&sort=password&page=-2&q=%20%20'));
    expect(state).toEqual({
      filters: { status: 'all', paid_without_stock: false },
      search: '',
      sort: { column: 'created_at', direction: 'desc' },
      page: 1,
      pageSize: 25,
    });
    expect(listStateParams(ORDER_LIST, state).toString()).toBe('');
  });

  test('the API is sent no status for "all", and the flag only when on', () => {
    const plain = readListState(ORDER_LIST, new URLSearchParams());
    expect(listQueryParams(ORDER_LIST, plain)).toEqual({ sort: 'created_at', direction: 'desc', page: 1, page_size: 25 });
    const filtered = readListState(ORDER_LIST, new URLSearchParams('status=paid&paid_without_stock=true&page=2'));
    expect(listQueryParams(ORDER_LIST, filtered, { paged: false })).toEqual({
      status: 'paid',
      paid_without_stock: 'true',
      sort: 'created_at',
      direction: 'desc',
    });
  });
});

import { beforeEach, describe, expect, test } from '@jest/globals';
import { aBook } from '../../../test/fetch-mock';
import { makeStore } from '../../app/store';
import {
  addToCart,
  clearCart,
  removeFromCart,
  selectCartCount,
  selectCartItems,
  selectSubtotalCents,
  setQuantity,
  updatePrices,
} from './cart-slice';

const owl = aBook({ id: 'owl', price: 12.1, title_en: 'Good Night, Little Owl' });
const duck = aBook({ id: 'duck', price: 0.2, title_en: 'Hello, Little Duck!' });

beforeEach(() => localStorage.clear());

describe('the cart', () => {
  test('adding a book already in the cart increases its quantity; the badge counts quantities', () => {
    const store = makeStore();
    store.dispatch(addToCart({ book: owl }));
    store.dispatch(addToCart({ book: owl, quantity: 2 }));
    store.dispatch(addToCart({ book: duck }));
    expect(selectCartItems(store.getState()).map((item) => [item.id, item.quantity])).toEqual([
      ['owl', 3],
      ['duck', 1],
    ]);
    expect(selectCartCount(store.getState())).toBe(4);
  });

  test('sums the subtotal exactly, in cents', () => {
    const store = makeStore();
    store.dispatch(addToCart({ book: owl }));
    store.dispatch(addToCart({ book: duck }));
    expect(selectSubtotalCents(store.getState())).toBe(1230);
  });

  test('a quantity of 0 or less removes the line; a non-number counts as 1', () => {
    const store = makeStore();
    store.dispatch(addToCart({ book: owl, quantity: 4 }));
    store.dispatch(setQuantity({ bookId: 'owl', quantity: Number('abc') }));
    expect(selectCartItems(store.getState())[0].quantity).toBe(1);
    store.dispatch(setQuantity({ bookId: 'owl', quantity: 0 }));
    expect(selectCartItems(store.getState())).toEqual([]);
    store.dispatch(addToCart({ book: duck }));
    store.dispatch(setQuantity({ bookId: 'duck', quantity: -2 }));
    expect(selectCartItems(store.getState())).toEqual([]);
  });

  test('remove and clear empty the cart, and an empty cart is removed from storage', () => {
    const store = makeStore();
    store.dispatch(addToCart({ book: owl }));
    store.dispatch(addToCart({ book: duck }));
    expect(JSON.parse(localStorage.getItem('cart')!)).toHaveLength(2);
    store.dispatch(removeFromCart('owl'));
    expect(JSON.parse(localStorage.getItem('cart')!).map((item: { id: string }) => item.id)).toEqual(['duck']);
    store.dispatch(clearCart());
    expect(localStorage.getItem('cart')).toBeNull();
  });

  test('is restored from storage on start (a page refresh keeps it)', () => {
    makeStore().dispatch(addToCart({ book: owl, quantity: 2 }));
    const afterRefresh = makeStore();
    expect(selectCartItems(afterRefresh.getState())).toEqual([{ ...owl, quantity: 2 }]);
  });

  test.each([
    '{not json',
    '{"id":"owl"}',
    '[{"id":"owl","price":12.1,"quantity":0}]',
    '[{"price":1,"quantity":1}]',
    '[{"id":"owl","price":-12.1,"quantity":1}]',
  ])('discards corrupted storage: %s', (stored) => {
    localStorage.setItem('cart', stored);
    expect(selectCartItems(makeStore().getState())).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  test('takes the current prices after the shop answered price_changed', () => {
    const store = makeStore();
    store.dispatch(addToCart({ book: owl }));
    store.dispatch(updatePrices([{ book_id: 'owl', unit_price: 13.5 }]));
    expect(selectSubtotalCents(store.getState())).toBe(1350);
  });
});

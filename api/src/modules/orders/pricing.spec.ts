import { describe, expect, it } from '@jest/globals';
import { clientTotalMatches, priceOrder } from './pricing.js';

const books = new Map([
  ['cat', { id: 'cat', price_cents: 1250 }],
  ['owl', { id: 'owl', price_cents: 999 }],
]);
const shipping = [
  { country_code: 'NL', shipping_cost_cents: 495, shipping_threshold_cents: 3000 },
  { country_code: 'DE', shipping_cost_cents: 695, shipping_threshold_cents: 0 },
];
const euDefault = { shipping_cost_cents: 750, shipping_threshold_cents: 5000 };

describe('priceOrder', () => {
  it('prices each line from the catalogue and adds shipping below the threshold', () => {
    expect(
      priceOrder(
        [
          { book_id: 'cat', quantity: 1 },
          { book_id: 'owl', quantity: 1 },
        ],
        books,
        shipping,
        euDefault,
        'NL',
      ),
    ).toEqual({
      lines: [
        { book_id: 'cat', quantity: 1, unit_price_cents: 1250, total_price_cents: 1250 },
        { book_id: 'owl', quantity: 1, unit_price_cents: 999, total_price_cents: 999 },
      ],
      subtotal_cents: 2249,
      shipping_cost_cents: 495,
      total_cents: 2744,
    });
  });

  it('ships free from the threshold on, always charges with threshold 0, and charges an EU country without a config the default', () => {
    expect(priceOrder([{ book_id: 'cat', quantity: 3 }], books, shipping, euDefault, 'nl').shipping_cost_cents).toBe(0);
    expect(priceOrder([{ book_id: 'cat', quantity: 3 }], books, shipping, euDefault, 'DE').shipping_cost_cents).toBe(695);
    expect(priceOrder([{ book_id: 'cat', quantity: 1 }], books, shipping, euDefault, 'BE').shipping_cost_cents).toBe(750);
    expect(priceOrder([{ book_id: 'cat', quantity: 4 }], books, shipping, euDefault, 'BE').shipping_cost_cents).toBe(0);
  });

  it('merges repeated lines of one book', () => {
    const priced = priceOrder(
      [
        { book_id: 'owl', quantity: 1 },
        { book_id: 'owl', quantity: 2 },
      ],
      books,
      [],
      { shipping_cost_cents: 0, shipping_threshold_cents: 0 },
      'NL',
    );
    expect(priced.lines).toEqual([{ book_id: 'owl', quantity: 3, unit_price_cents: 999, total_price_cents: 2997 }]);
    expect(priced.total_cents).toBe(2997);
  });
});

describe('clientTotalMatches', () => {
  it('accepts the same total within half a cent and refuses anything else', () => {
    expect(clientTotalMatches(27.44, 2744)).toBe(true);
    expect(clientTotalMatches(27.444, 2744)).toBe(true);
    expect(clientTotalMatches(27.43, 2744)).toBe(false);
    expect(clientTotalMatches(0.01, 2744)).toBe(false);
  });
});

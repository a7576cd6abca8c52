import { expect, it } from '@jest/globals';
import { filledInVariables } from './emails.js';
import { orderPagePath } from './order-page.js';

it('drops blank placeholder values and trims the rest', () => {
  expect(filledInVariables({ customer_name: '  Mona ', total: '   ', friendly_id: '', note: null, count: 3 })).toEqual({
    customer_name: 'Mona',
    count: '3',
  });
});

it('encodes the process number in the order page path', () => {
  expect(orderPagePath('abc_-1')).toBe('/order-confirmation/abc_-1');
  expect(orderPagePath('a/b?c')).toBe('/order-confirmation/a%2Fb%3Fc');
});

import { expect, it } from '@jest/globals';
import { filledInVariables, fitsAnOrder, isSystemTemplate } from './emails.js';
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

it('knows the templates the shop sends by itself, and which can be sent about an order', () => {
  expect(['order_confirmation', 'order_sent', 'order_delivered', 'order_refunded', 'contact_message'].every(isSystemTemplate)).toBe(true);
  expect(isSystemTemplate('gift_note')).toBe(false);
  expect(fitsAnOrder('order_sent')).toBe(true);
  expect(fitsAnOrder('gift_note')).toBe(true);
  expect(fitsAnOrder('contact_message')).toBe(false);
});

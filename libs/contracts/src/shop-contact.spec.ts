import { expect, it } from '@jest/globals';
import { isShopPhone } from './shop-contact.js';

it('a shop phone is digits with spaces, brackets, hyphens and a leading plus, 6 digits or more, 30 signs at most', () => {
  expect(['+31 10 123 4567', '010-1234567', '(010) 123 45 67'].map(isShopPhone)).toEqual([true, true, true]);
  expect(['12345', '+31 10 abc', 'call us', '+'.padEnd(31, '1'), ''].map(isShopPhone)).toEqual([false, false, false, false, false]);
});

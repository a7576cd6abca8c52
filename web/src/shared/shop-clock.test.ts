import { expect, test } from '@jest/globals';
import { shopYear } from './shop-clock';

test("the year turns at midnight in Amsterdam, whatever the server's or the phone's zone", () => {
  expect(shopYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
  expect(shopYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
  expect(shopYear(new Date('2027-07-01T12:00:00Z'))).toBe(2027);
});

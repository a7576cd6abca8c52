import { describe, expect, it } from '@jest/globals';
import { MAX_EMAIL_LENGTH, isEmailAddress } from './email-address.js';

describe('isEmailAddress', () => {
  it('accepts ordinary addresses', () => {
    for (const address of ['parent@example.com', 'first.last+books@shop.co.uk', "o'brien@mail.nl", 'name@sub-domain.example.de']) {
      expect(isEmailAddress(address)).toBe(true);
    }
  });

  it('refuses what the server has always refused, though it has an @ and a dot', () => {
    for (const address of ['a@b.c', 'a..b@shop.nl', 'a@-shop.nl', 'a@shop..nl', 'a@shop.nl.', '.a@shop.nl', 'a@shop_1.nl', 'a@1.2.3.4']) {
      expect(isEmailAddress(address)).toBe(false);
    }
  });

  it('refuses text without one @ and a domain with a dot', () => {
    for (const address of ['', 'parent', 'parent@', '@example.com', 'parent@example', 'a@b@example.com', 'pa rent@example.com']) {
      expect(isEmailAddress(address)).toBe(false);
    }
  });

  it('takes at most 254 characters', () => {
    expect(MAX_EMAIL_LENGTH).toBe(254);
    const address = (lastLabel: number) => `parent1234@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(lastLabel)}.com`;
    expect(address(47)).toHaveLength(254);
    expect(isEmailAddress(address(47))).toBe(true);
    expect(isEmailAddress(address(48))).toBe(false);
  });
});

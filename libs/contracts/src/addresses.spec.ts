import { describe, expect, it } from '@jest/globals';
import { MAX_POSTAL_CODE_LENGTH, MIN_PHONE_DIGITS, POSTAL_CODE_PATTERN, hasEnoughPhoneDigits, isPostalCode } from './addresses.js';

describe('postcodes', () => {
  it('accepts digits with dashes and Dutch postcodes with a space', () => {
    for (const code of ['1234-567', '10115', '1012 AB', '1012AB', 'D02 X285']) expect(isPostalCode(code)).toBe(true);
  });

  it('refuses other characters, doubled or dangling separators and blanks', () => {
    for (const code of ['', ' ', '1012  AB', '1234--567', '-1234', '1234-', '1012_AB', '1234/567', 'ÄB 12']) {
      expect(isPostalCode(code)).toBe(false);
    }
  });

  it('takes at most 12 characters', () => {
    expect(MAX_POSTAL_CODE_LENGTH).toBe(12);
    expect(isPostalCode('1234-5678-90')).toBe(true);
    expect(isPostalCode('1234-5678-901')).toBe(false);
    // The pattern alone does not bound the length: the DTO declares it as a separate check.
    expect(POSTAL_CODE_PATTERN.test('1234-5678-901')).toBe(true);
  });
});

describe('phone numbers', () => {
  it('need at least 6 digits after the dial code, whatever separates them', () => {
    expect(MIN_PHONE_DIGITS).toBe(6);
    expect(hasEnoughPhoneDigits('612345')).toBe(true);
    expect(hasEnoughPhoneDigits('(0)6-12 34')).toBe(true);
    expect(hasEnoughPhoneDigits('6-1234')).toBe(false);
    expect(hasEnoughPhoneDigits('  ')).toBe(false);
  });
});

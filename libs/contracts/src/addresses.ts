/**
 * Postcodes of digits and dashes (1234-567), and Dutch ones such as "1012 AB", because the shop
 * delivers there: letters and digits, with single spaces or dashes between them. Each part has one
 * way to match, so the pattern runs in linear time.
 */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9]+([ -][A-Za-z0-9]+)*$/;

/** The longest postcode, in characters. */
export const MAX_POSTAL_CODE_LENGTH = 12;

/** Whether a (trimmed) postcode has the shape and length above. */
export function isPostalCode(value: string): boolean {
  return value.length <= MAX_POSTAL_CODE_LENGTH && POSTAL_CODE_PATTERN.test(value);
}

/** The number after a phone's dial code has at least 6 digits ("+31 612345"). */
export const MIN_PHONE_DIGITS = 6;

/** Whether a phone number without its dial code, written with spaces, dashes or brackets, has enough digits. */
export function hasEnoughPhoneDigits(value: string): boolean {
  return value.replace(/\D/g, '').length >= MIN_PHONE_DIGITS;
}

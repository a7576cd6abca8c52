import isEmailExport from 'validator/lib/isEmail.js';

/** The longest e-mail address, in characters: the API's DTOs bound the field with it before any check. */
export const MAX_EMAIL_LENGTH = 254;

// The CommonJS module is the function and carries itself as `default`: Node and bundlers type the
// import differently, so it is read through `default`, which every loader provides.
const isEmail = (isEmailExport as unknown as { default: (value: string) => boolean }).default;

/**
 * Whether a text (already trimmed) is an e-mail address the shop accepts: validator's isEmail with
 * its default options (the check class-validator's `@IsEmail()` runs), so the forms refuse exactly
 * what the server refuses, such as "a@b.c", "a..b@shop.nl" or more than MAX_EMAIL_LENGTH characters.
 */
export function isEmailAddress(value: string): boolean {
  return isEmail(value);
}

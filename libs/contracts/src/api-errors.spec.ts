import { describe, expect, it } from '@jest/globals';
import { API_ERRORS, isApiError, type ApiErrorSpec } from './api-errors.js';

const entries = Object.entries(API_ERRORS) as [string, ApiErrorSpec][];

describe('the error catalogue', () => {
  it('names each error in camelCase and gives it a lower-case code', () => {
    for (const [name, error] of entries) {
      expect(name).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(error.code).toMatch(/^[a-z]+([_ ][a-z]+)*$/);
    }
  });

  it('has one entry per code and status, so a body tells its entry apart', () => {
    const keys = entries.map(([, error]) => `${error.status} ${error.code}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every extra field a description and an example', () => {
    for (const [, error] of entries) {
      for (const field of Object.values(error.extra ?? {})) {
        expect(field.description).not.toBe('');
        expect(field.example).toBeDefined();
      }
    }
  });
});

describe('isApiError', () => {
  it('knows a body by its code and status', () => {
    const body: unknown = { statusCode: 429, error: 'Too Many Requests', message: 'Please wait', code: 'resend_cooldown', retry_after: 12 };
    expect(isApiError(body, API_ERRORS.resendCooldown)).toBe(true);
    expect(isApiError(body, API_ERRORS.resendLimit)).toBe(false);
    // The extra fields are typed once the body is known.
    if (isApiError(body, API_ERRORS.resendCooldown)) expect(body.retry_after + 1).toBe(13);
  });

  it('tells apart two errors that share a code but not a status', () => {
    const notSold = { statusCode: 422, code: API_ERRORS.booksNotSold.code, book_ids: ['b1'] };
    expect(isApiError(notSold, API_ERRORS.booksNotSold)).toBe(true);
    expect(isApiError(notSold, API_ERRORS.bookNotFound)).toBe(false);
  });

  it('is false for anything that is not an error body', () => {
    for (const value of [undefined, null, 'out of stock', 409, [], { code: API_ERRORS.outOfStock.code }]) {
      expect(isApiError(value, API_ERRORS.outOfStock)).toBe(false);
    }
  });
});

import { describe, expect, it } from '@jest/globals';
import { MIN_ADMIN_PASSWORD_LENGTH } from './accounts.js';

describe('admin passwords', () => {
  it('have at least 6 characters', () => {
    expect(MIN_ADMIN_PASSWORD_LENGTH).toBe(6);
  });
});

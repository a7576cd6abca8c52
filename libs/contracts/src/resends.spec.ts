import { describe, expect, it } from '@jest/globals';
import { MAX_RESENDS, resendCooldownSeconds } from './resends.js';

describe('resending the order confirmation', () => {
  it('is allowed 3 times', () => {
    expect(MAX_RESENDS).toBe(3);
  });

  it('waits 10 s plus 5 s for each resend so far', () => {
    expect(resendCooldownSeconds(0)).toBe(10);
    expect(resendCooldownSeconds(1)).toBe(15);
    expect(resendCooldownSeconds(2)).toBe(20);
  });
});

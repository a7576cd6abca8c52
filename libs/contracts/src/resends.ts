/** The order confirmation can be resent at most 3 times. */
export const MAX_RESENDS = 3;

/**
 * The wait before the next resend, in seconds: 10 + 5 × the resends made so far (counting the one
 * just made), so 15 s after the first and 20 s after the second.
 */
export function resendCooldownSeconds(resendsSoFar: number): number {
  return 10 + 5 * resendsSoFar;
}

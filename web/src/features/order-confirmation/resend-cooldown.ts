/** At most 3 resends of the confirmation email. */
export const MAX_RESENDS = 3;

/** The wait after a successful resend: 10 + 5 × the resends so far, in seconds. */
export function resendCooldownSeconds(resendsSoFar: number): number {
  return 10 + 5 * resendsSoFar;
}

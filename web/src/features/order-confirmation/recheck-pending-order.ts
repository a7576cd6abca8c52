import { useEffect, useRef } from 'react';

/** How long the page waits before looking at a pending order again: often at first, then less. */
export function recheckDelay(pendingForMs: number): number {
  if (pendingForMs < 2 * 60_000) return 3_000;
  if (pendingForMs < 10 * 60_000) return 15_000;
  return 60_000;
}

/**
 * While an order is pending, the page asks again by itself: a parent who paid quickly may arrive
 * before the payment provider told the shop. Each answer (or failure) schedules the next look.
 */
export function useRecheckWhilePending(pending: boolean, fetching: boolean, recheck: () => void) {
  const pendingSince = useRef<number | null>(null);
  useEffect(() => {
    if (!pending) {
      pendingSince.current = null;
      return;
    }
    if (fetching) return;
    pendingSince.current ??= Date.now();
    const timer = setTimeout(recheck, recheckDelay(Date.now() - pendingSince.current));
    return () => clearTimeout(timer);
  }, [pending, fetching, recheck]);
}

import { useSyncExternalStore } from 'react';

/** Spec 001: the orders list turns from a table into cards on screens of 768 px and less. */
const NARROW_SCREEN = '(max-width: 768px)';

function mediaQuery(): MediaQueryList | undefined {
  // Absent in old browsers and in jsdom: the table is then the safe default.
  return typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN) : undefined;
}

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => mediaQuery()?.matches ?? false);
}

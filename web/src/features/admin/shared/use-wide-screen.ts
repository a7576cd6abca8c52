import { useSyncExternalStore } from 'react';

/** Wider than this, lists are tables; narrower, cards (Ant Design's `md` breakpoint). */
const WIDE_SCREEN = '(min-width: 768px)';

const wideQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : null);

function subscribe(onChange: () => void) {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on a wide screen; also where matchMedia is missing (jsdom), so tests see the table. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => wideQuery()?.matches ?? true);
}

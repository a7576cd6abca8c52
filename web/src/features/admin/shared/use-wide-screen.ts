import { useSyncExternalStore } from 'react';

/** Admin lists are tables on wide screens and cards on screens of 768 px and less. */
const WIDE_SCREEN = '(min-width: 769px)';

const wideQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : null);

function subscribe(onChange: () => void) {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on a wide screen; also where matchMedia is missing (old browsers, jsdom): the table is the safe default. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => wideQuery()?.matches ?? true);
}

import { useSyncExternalStore } from 'react';

/** The mobile breakpoint: 768 px. */
const NARROW_SCREEN = '(max-width: 768px)';
const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

const narrowQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN) : null);

function subscribe(onChange: () => void) {
  const query = narrowQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * True on a screen 768 px wide or less, or on a phone or tablet whatever its width: there,
 * browsers show PDFs poorly or not at all inside a frame.
 */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => Boolean(narrowQuery()?.matches) || MOBILE_USER_AGENT.test(navigator.userAgent),
    () => false,
  );
}

import { useSyncExternalStore } from 'react';
import { hasAdminSession } from '../../shared/api/admin-session';

const noSubscription = () => () => {};

/**
 * Where the header's admin entry leads: a signed-in admin (a stored access or refresh token) goes
 * straight to the back office, everyone else to the sign-in page. The session lives in the
 * browser: a page rendered on the server (and its hydration) shows the sign-in entry first.
 */
export function useAdminEntry(): { to: string; labelKey: 'header.adminSettings' | 'header.adminLogin' } {
  const signedIn = useSyncExternalStore(noSubscription, hasAdminSession, () => false);
  return signedIn ? { to: '/admin', labelKey: 'header.adminSettings' } : { to: '/login', labelKey: 'header.adminLogin' };
}

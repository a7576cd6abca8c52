import { hasAdminSession } from '../../shared/api/admin-session';

/**
 * Where the header's admin entry leads: a signed-in admin (a stored access or
 * refresh token) goes straight to the back office, everyone else to the sign-in page.
 */
export function adminEntry(): { to: string; labelKey: 'header.adminSettings' | 'header.adminLogin' } {
  return hasAdminSession() ? { to: '/admin', labelKey: 'header.adminSettings' } : { to: '/login', labelKey: 'header.adminLogin' };
}

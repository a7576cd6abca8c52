import { useNavigate } from 'react-router-dom';
import { clearAdminSession, readAdminRefreshToken } from '../../../shared/api/admin-session';
import { useAdminLogoutMutation } from './auth-api';

/**
 * Logging out: the server revokes the refresh token, the browser forgets the
 * session and goes to /login. The admin leaves even when the revoke fails (offline, server down):
 * a logout button that keeps you signed in would be worse.
 */
export function useAdminLogout() {
  const [revoke, { isLoading }] = useAdminLogoutMutation();
  const navigate = useNavigate();

  async function logout() {
    const refreshToken = readAdminRefreshToken();
    if (refreshToken) await revoke(refreshToken);
    clearAdminSession();
    navigate('/login');
  }

  return { logout, isLoggingOut: isLoading };
}

import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { hasAdminSession } from '../../shared/api/admin-session';

/** Without a stored access or refresh token, every /admin route goes to /login. */
export function RequireAdminSession({ children }: { children: ReactNode }) {
  return hasAdminSession() ? children : <Navigate to="/login" replace />;
}

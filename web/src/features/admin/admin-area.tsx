// Entry of the admin back office. The router imports this module only through React.lazy, so it
// and everything it pulls in (Ant Design above all) form a chunk a storefront visitor never loads.
import { AdminDashboardPage } from './admin-dashboard-page';
import { AdminTheme } from './admin-theme';
import { LoginPage } from './login-page';
import { RequireAdminSession } from './require-admin-session';

/** Everything under /admin. */
export function AdminArea() {
  return (
    <AdminTheme>
      <RequireAdminSession>
        <AdminDashboardPage />
      </RequireAdminSession>
    </AdminTheme>
  );
}

/** /login: outside the guard, inside the admin's look. */
export function AdminLogin() {
  return (
    <AdminTheme>
      <LoginPage />
    </AdminTheme>
  );
}

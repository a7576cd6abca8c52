// Entry of the admin back office. The router imports this module only through React.lazy, so it
// and everything it pulls in (Ant Design above all) form a chunk a storefront visitor never loads.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from '../../shared/ui/page-loading';
import { useGetAdminSettingsQuery } from './account/account-api';
import { EmailTemplatesPage } from './templates/email-templates-page';
import { ChangePasswordPage } from './account/change-password-page';
import { SettingsPage } from './account/settings-page';
import { AdminNotFoundPage } from './admin-not-found-page';
import { AdminTheme } from './admin-theme';
import { AdminsPage } from './admins/admins-page';
import { LoginPage } from './auth/login-page';
import { BookFormPage } from './books/book-form-page';
import { BooksPage } from './books/books-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { JobsPage } from './operations/jobs-page';
import { LegalTextsPage } from './legal/legal-texts-page';
import { MailboxPage } from './operations/mailbox-page';
import { OrderDetailPage } from './orders/order-detail-page';
import { OrdersPage } from './orders/orders-page';
import { CustomerDataPage } from './privacy/customer-data-page';
import { RequireAdminSession } from './require-admin-session';
import { ReviewsPage } from './reviews/reviews-page';
import { ShippingConfigsPage } from './shipping/shipping-configs-page';
import { WithdrawalsPage } from './withdrawals/withdrawals-page';
import { VatPage } from './vat/vat-page';

/** Everything under /admin, behind the session guard. */
export function AdminArea() {
  useAdminTexts();
  // Every screen's frame shows the incomplete-company warning above its title once the settings are
  // in. Drawn before them, a screen was pushed down when they came, under the admin's pointer: an open
  // select's list jumped with its field and a click landed beside the option. So the screens wait for
  // the settings' first answer, only that one (later screens find them kept); a failed read does not
  // hold them, nor does a screen's asking again after it.
  const settings = useGetAdminSettingsQuery();
  const [settingsAnswered, setSettingsAnswered] = useState(false);
  if (!settingsAnswered && (settings.isSuccess || settings.isError)) setSettingsAnswered(true);
  if (!settingsAnswered && !settings.isSuccess && !settings.isError) return <PageLoading />;
  return (
    <AdminTheme>
      <RequireAdminSession>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="books" element={<BooksPage />} />
          <Route path="books/add" element={<BookFormPage />} />
          <Route path="books/:id/edit" element={<BookFormPage />} />
          <Route path="admins" element={<AdminsPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<OrderDetailPage />} />
          <Route path="withdrawals" element={<WithdrawalsPage />} />
          <Route path="change-password" element={<ChangePasswordPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="legal-texts" element={<LegalTextsPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="email-templates" element={<EmailTemplatesPage />} />
          <Route path="shipping-configs" element={<ShippingConfigsPage />} />
          <Route path="vat" element={<VatPage />} />
          <Route path="mailbox" element={<MailboxPage />} />
          <Route path="jobs" element={<JobsPage />} />
          <Route path="privacy" element={<CustomerDataPage />} />
          <Route path="*" element={<AdminNotFoundPage />} />
        </Routes>
      </RequireAdminSession>
    </AdminTheme>
  );
}

/** /login: outside the guard, inside the admin's look. */
export function AdminLogin() {
  useAdminTexts();
  return (
    <AdminTheme>
      <LoginPage />
    </AdminTheme>
  );
}

/**
 * The back office's texts are an i18next namespace of their own, which a storefront visitor never
 * downloads (shared/i18n/i18n.ts): this suspends the admin until they are in. Language switches
 * then load them before switching.
 */
function useAdminTexts() {
  useTranslation('admin');
}

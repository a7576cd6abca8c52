import { LogoutOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { readAdminInfo } from '../../../shared/api/admin-session';
import { useLoginSuccessNotice } from '../auth/login-notice';
import { useAdminLogout } from '../auth/use-admin-logout';
import { OpenPrivacyRequestsNotice } from '../privacy/privacy-requests-card';
import { AdminPage } from '../shared/admin-page';
import { DashboardLinks } from './dashboard-links';
import { RevenueChart } from './revenue-chart';
import { StatCards } from './stat-cards';
import { useGetAdminStatsQuery } from './stats-api';
import { VatThresholdAlert } from './vat-threshold-alert';
import styles from './dashboard.module.css';

/** /admin: welcome, statistics, revenue over time, links and logout. */
export function DashboardPage() {
  const { t } = useTranslation();
  useLoginSuccessNotice();
  const { logout, isLoggingOut } = useAdminLogout();
  // Fresh numbers on every visit; no refetch on window focus.
  const { data: stats, isLoading, isError, refetch } = useGetAdminStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  const username = readAdminInfo()?.username ?? '';

  return (
    <AdminPage
      title={t('admin.dashboard.title')}
      backTo={null}
      actions={
        <Button icon={<LogoutOutlined aria-hidden />} onClick={logout} loading={isLoggingOut}>
          {t('admin.dashboard.logout')}
        </Button>
      }
    >
      <p className={styles.welcome}>{t('admin.dashboard.welcome', { username })}</p>
      <OpenPrivacyRequestsNotice className={styles.section} />
      <VatThresholdAlert />
      {isError ? (
        <Alert
          className={styles.section}
          type="error"
          showIcon
          title={t('admin.dashboard.statsError')}
          action={<Button onClick={refetch}>{t('common.retry')}</Button>}
        />
      ) : (
        <>
          <StatCards stats={stats} loading={isLoading} />
          {stats && <RevenueChart days={stats.revenue_by_day} />}
        </>
      )}
      <DashboardLinks />
    </AdminPage>
  );
}

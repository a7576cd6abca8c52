import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetAdminSettingsQuery } from '../account/account-api';
import styles from './admin-page.module.css';

/**
 * Until the shop's legal identity is filled in (the law asks for it on the site and in every email),
 * every back-office screen says so, with a way to the settings. The back office draws its screens once
 * the settings are in (admin-area.tsx), so the warning never pushes a drawn screen down; nothing shows
 * when they cannot be read: the screen itself says that.
 */
export function CompanyDetailsWarning() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onSettings = useLocation().pathname === '/admin/settings';
  const { data: settings } = useGetAdminSettingsQuery();
  if (settings?.company_details_complete !== false) return null;
  return (
    <Alert
      className={styles.warning}
      type="warning"
      showIcon
      role="alert"
      title={t('admin.frame.companyIncomplete')}
      action={
        onSettings ? undefined : (
          <Button size="small" onClick={() => navigate('/admin/settings')}>
            {t('admin.frame.companyIncompleteAction')}
          </Button>
        )
      }
    />
  );
}

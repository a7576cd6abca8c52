import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminPage } from './shared/admin-page';

/** Any /admin address the route table does not know: said plainly, with the way back to the dashboard. */
export function AdminNotFoundPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('notFound.title')}>
      <Result status="404" subTitle={t('notFound.message')} />
    </AdminPage>
  );
}

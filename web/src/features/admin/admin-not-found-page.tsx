import { useTranslation } from 'react-i18next';
import { NotFound } from '../../shared/ui/not-found';
import { AdminPage } from './shared/admin-page';

/** Any /admin address the route table does not know: said plainly, as the shop says it, with the way back to the dashboard. */
export function AdminNotFoundPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('notFound.title')}>
      <NotFound message={t('notFound.message')} linkTo="/admin" linkText={t('admin.frame.back')} />
    </AdminPage>
  );
}

import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { readAdminInfo } from '../../../shared/api/admin-session';
import { AdminPage } from '../shared/admin-page';
import { useNotify } from '../shared/use-notify';
import { AddAdminForm } from './add-admin-form';
import { AdminCard } from './admin-card';
import { useDeleteAdminMutation, useGetAdminsQuery, type AdminListItem } from './admins-api';
import styles from './admins.module.css';

/** /admin/admins: the admins, adding one, deleting one. */
export function AdminsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { data: admins, isLoading, isError, refetch } = useGetAdminsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [deleteAdmin, { isLoading: isDeleting, originalArgs: deletingId }] = useDeleteAdminMutation();
  const currentAdminId = readAdminInfo()?.id;

  async function remove(admin: AdminListItem) {
    const result = await deleteAdmin(admin.id);
    if ('error' in result) {
      notify.error(result.error, 'admin.admins.failedToDelete', {
        [API_ERRORS.cannotDeleteSelf.code]: 'admin.admins.cannotDeleteSelf',
        [API_ERRORS.cannotDeleteLastAdmin.code]: 'admin.admins.cannotDeleteLast',
        [API_ERRORS.adminNotFound.code]: 'admin.admins.notFound',
      });
      return;
    }
    notify.success(t('admin.admins.deleted', { username: admin.username }));
  }

  return (
    <AdminPage title={t('admin.admins.title')}>
      <div className={styles.layout}>
        <section aria-labelledby="admins-list-heading">
          <h2 id="admins-list-heading" className={styles.sectionHeading}>
            {t('admin.admins.listHeading')}
          </h2>
          {isLoading && <Skeleton active />}
          {isError && (
            <Alert
              type="error"
              showIcon
              title={t('admin.admins.loadError')}
              action={<Button onClick={refetch}>{t('common.retry')}</Button>}
            />
          )}
          {admins && (
            <ul className={styles.list}>
              {admins.map((admin) => (
                <li key={admin.id}>
                  <AdminCard
                    admin={admin}
                    isCurrent={admin.id === currentAdminId}
                    canDelete={admin.id !== currentAdminId && admins.length > 1}
                    deleting={isDeleting && deletingId === admin.id}
                    onDelete={remove}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section>
          <AddAdminForm />
        </section>
      </div>
    </AdminPage>
  );
}

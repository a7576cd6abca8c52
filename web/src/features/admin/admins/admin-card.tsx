import { DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAdminDateTime } from '../shared/admin-date';
import type { AdminListItem } from './admins-api';
import styles from './admins.module.css';

interface AdminCardProps {
  admin: AdminListItem;
  isCurrent: boolean;
  /** False for the current admin and the last one left. */
  canDelete: boolean;
  deleting: boolean;
  onDelete: (admin: AdminListItem) => void;
}

export function AdminCard({ admin, isCurrent, canDelete, deleting, onDelete }: AdminCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Card size="small" className={isCurrent ? `${styles.adminCard} ${styles.current}` : styles.adminCard}>
      <div className={styles.adminRow}>
        <span className={styles.avatar} aria-hidden>
          <UserOutlined />
        </span>
        <div className={styles.adminText}>
          <h3 className={styles.username}>
            <bdi>{admin.username}</bdi>
            {isCurrent && <Tag className={styles.youTag}>{t('admin.admins.you')}</Tag>}
          </h3>
          <p className={styles.meta}>
            <bdi>{admin.email}</bdi>
          </p>
          <p className={styles.meta}>{t('admin.admins.created', { date: formatAdminDateTime(admin.created_at, i18n.language) })}</p>
        </div>
        {canDelete && (
          <Popconfirm
            title={t('admin.admins.deleteConfirmTitle')}
            description={t('admin.admins.deleteConfirmText', { username: admin.username })}
            okText={t('admin.admins.delete')}
            cancelText={t('admin.admins.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(admin)}
          >
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              loading={deleting}
              aria-label={t('admin.admins.deleteNamed', { username: admin.username })}
            >
              {t('admin.admins.delete')}
            </Button>
          </Popconfirm>
        )}
      </div>
    </Card>
  );
}

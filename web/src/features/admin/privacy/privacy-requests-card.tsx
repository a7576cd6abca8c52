import { Alert, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAdminDateTime } from '../shared/admin-date';
import { useGetPrivacyRequestsQuery, type PrivacyRequest } from './privacy-api';
import styles from './privacy.module.css';

/** The log of parents' requests: open ones first with their due date (one month), then the latest answered. */
export function PrivacyRequestsCard() {
  const { t, i18n } = useTranslation();
  const { data, isError } = useGetPrivacyRequestsQuery(undefined, { refetchOnMountOrArgChange: true });
  const date = (iso: string) => formatAdminDateTime(iso, i18n.language);
  if (isError) return <Alert type="error" showIcon title={t('admin.privacy.requestsFailed')} />;
  return (
    <Card size="small" className={styles.found} title={<h2 className={styles.cardTitle}>{t('admin.privacy.requests')}</h2>}>
      {data && data.requests.length === 0 && <p className={styles.muted}>{t('admin.privacy.noRequests')}</p>}
      <ul className={styles.lines}>
        {data?.requests.map((request) => (
          <li key={request.id}>
            <RequestState request={request} /> {t(`admin.privacy.kind.${request.kind}`)} · {t(`admin.privacy.channel.${request.channel}`)} ·{' '}
            {request.email ? <bdi dir="ltr">{request.email}</bdi> : t('admin.privacy.addressErased')}
            <div className={styles.muted}>
              {t('admin.privacy.asked', { date: date(request.created_at) })} ·{' '}
              {request.completed_at
                ? t('admin.privacy.answered', {
                    date: date(request.completed_at),
                    who: request.admin_username ?? t('admin.privacy.byLink'),
                  })
                : t('admin.privacy.due', { date: date(request.due_at) })}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function RequestState({ request }: { request: PrivacyRequest }) {
  const { t } = useTranslation();
  if (request.completed_at) return <Tag color="success">{t('admin.privacy.done')}</Tag>;
  return <Tag color={request.overdue ? 'error' : 'warning'}>{t(request.overdue ? 'admin.privacy.overdue' : 'admin.privacy.open')}</Tag>;
}

/** On the dashboard: how many requests wait for an answer, and a link to them. Nothing when none do. */
export function OpenPrivacyRequestsNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data } = useGetPrivacyRequestsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data?.open) return null;
  const soonest = data.requests.find((request) => !request.completed_at);
  return (
    <Alert
      className={className}
      type={data.overdue > 0 ? 'error' : 'warning'}
      showIcon
      title={t('admin.privacy.openOnDashboard', { count: data.open })}
      description={soonest ? t('admin.privacy.soonestDue', { date: soonest.due_at.slice(0, 10) }) : undefined}
      action={<Link to="/admin/privacy">{t('admin.privacy.openLink')}</Link>}
    />
  );
}

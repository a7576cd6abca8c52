import { ReloadOutlined, RedoOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Statistic, Table, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAdminDateTime } from '../shared/admin-date';
import { AdminPage } from '../shared/admin-page';
import { useNotify } from '../shared/use-notify';
import { useGetJobsQuery, useRetryJobMutation, type FailedJob, type RetryKind, type UndeliveredEvent } from './operations-api';
import styles from './operations.module.css';

const COUNT_NAMES = ['waiting', 'active', 'delayed', 'completed', 'failed'];

function RetryButton({ kind, id, label }: { kind: RetryKind; id: string; label: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [retry, { isLoading }] = useRetryJobMutation();
  const run = async () => {
    try {
      await retry({ kind, id }).unwrap();
      notify.success(t('admin.jobs.retried'));
    } catch (error) {
      notify.error(error, 'admin.jobs.retryFailed');
    }
  };
  return (
    <Button size="small" icon={<RedoOutlined />} loading={isLoading} aria-label={label} onClick={run}>
      {t('admin.jobs.retry')}
    </Button>
  );
}

const ErrorText = ({ text }: { text: string | null }) =>
  text ? (
    <pre className={styles.error} dir="ltr">
      {text}
    </pre>
  ) : (
    '—'
  );

/** /admin/jobs: the queue dashboard, with events waiting in the outbox and failed jobs to retry. */
export function JobsPage() {
  const { t, i18n } = useTranslation();
  const { data, isFetching, isError, refetch } = useGetJobsQuery();
  const date = (value: string | null) => (value ? formatAdminDateTime(value, i18n.language) : '—');

  const eventColumns: TableProps<UndeliveredEvent>['columns'] = [
    { title: t('admin.jobs.event'), dataIndex: 'name', render: (name: string, event) => <span dir="ltr">{`${name} #${event.id}`}</span> },
    { title: t('admin.jobs.attempts'), dataIndex: 'attempts' },
    { title: t('admin.jobs.lastError'), dataIndex: 'last_error', render: (text: string | null) => <ErrorText text={text} /> },
    { title: t('admin.jobs.handedOn'), dataIndex: 'handed_on_at', render: date },
    { title: t('admin.jobs.nextAttempt'), dataIndex: 'next_attempt_at', render: date },
    { title: t('admin.jobs.createdAt'), dataIndex: 'created_at', render: date },
    {
      title: '',
      key: 'retry',
      render: (_, event) => (
        <RetryButton kind="event" id={event.id} label={t('admin.jobs.retryEventNamed', { name: event.name, id: event.id })} />
      ),
    },
  ];
  const jobColumns: TableProps<FailedJob>['columns'] = [
    {
      title: t('admin.jobs.handler'),
      dataIndex: 'handler',
      render: (handler: string, job) => <span dir="ltr">{`${handler} #${job.id}`}</span>,
    },
    {
      title: t('admin.jobs.event'),
      dataIndex: 'event',
      render: (event: string, job) => <span dir="ltr">{`${event} #${job.event_id}`}</span>,
    },
    { title: t('admin.jobs.attempts'), dataIndex: 'attempts' },
    { title: t('admin.jobs.reason'), dataIndex: 'failed_reason', render: (text: string | null) => <ErrorText text={text} /> },
    { title: t('admin.jobs.failedAt'), dataIndex: 'failed_at', render: date },
    {
      title: '',
      key: 'retry',
      render: (_, job) => (
        <RetryButton kind="job" id={job.id} label={t('admin.jobs.retryJobNamed', { handler: job.handler, id: job.id })} />
      ),
    },
  ];

  return (
    <AdminPage
      title={t('admin.jobs.title')}
      actions={
        <Button icon={<ReloadOutlined />} onClick={() => refetch()} loading={isFetching}>
          {t('admin.jobs.refresh')}
        </Button>
      }
    >
      {isError && <Alert type="error" showIcon title={t('admin.jobs.loadFailed')} style={{ marginBottom: 16 }} />}
      {data && (
        <>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              { key: 'mode', label: t('admin.jobs.mode'), children: t(`admin.jobs.modes.${data.mode}`, { defaultValue: data.mode }) },
            ]}
          />
          {data.queue_error && (
            <Alert className={styles.section} type="error" showIcon title={t('admin.jobs.queueError', { error: data.queue_error })} />
          )}
          <Card className={styles.section} title={<h2 style={{ margin: 0, fontSize: '1rem' }}>{t('admin.jobs.counts')}</h2>} size="small">
            {data.counts ? (
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem' }}>
                {COUNT_NAMES.map((name) => (
                  <Statistic key={name} title={t(`admin.jobs.countNames.${name}`)} value={data.counts?.[name] ?? 0} />
                ))}
              </div>
            ) : (
              <Typography.Text>{t('admin.jobs.noCounts')}</Typography.Text>
            )}
          </Card>
          <section className={styles.section} aria-labelledby="undelivered-events">
            <Typography.Title level={2} id="undelivered-events" style={{ fontSize: '1.15rem' }}>
              {t('admin.jobs.undelivered')}
            </Typography.Title>
            {data.undelivered_events.length === 0 ? (
              <Typography.Paragraph>{t('admin.jobs.noUndelivered')}</Typography.Paragraph>
            ) : (
              <Table<UndeliveredEvent>
                rowKey="id"
                columns={eventColumns}
                dataSource={data.undelivered_events}
                pagination={false}
                scroll={{ x: 'max-content' }}
              />
            )}
          </section>
          <section className={styles.section} aria-labelledby="failed-jobs">
            <Typography.Title level={2} id="failed-jobs" style={{ fontSize: '1.15rem' }}>
              {t('admin.jobs.failed')}
            </Typography.Title>
            {data.failed_jobs.length === 0 ? (
              <Typography.Paragraph>{t('admin.jobs.noFailed')}</Typography.Paragraph>
            ) : (
              <Table<FailedJob>
                rowKey="id"
                columns={jobColumns}
                dataSource={data.failed_jobs}
                pagination={false}
                scroll={{ x: 'max-content' }}
              />
            )}
          </section>
        </>
      )}
    </AdminPage>
  );
}

import { useMemo, useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Spin, Table, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { failedWith } from '../../../shared/api/api-errors';
import { formatAdminDateTime } from '../shared/admin-date';
import { AdminPage } from '../shared/admin-page';
import { useWideScreen } from '../shared/use-wide-screen';
import { MailViewer } from './mail-viewer';
import { useGetMailboxQuery, type MailSummary } from './operations-api';
import styles from './operations.module.css';

/** /admin/mailbox: the mails the shop wrote to DATA_DIR/mail when it has no SMTP server. */
export function MailboxPage() {
  const { t, i18n } = useTranslation();
  const { data, isFetching, error, refetch } = useGetMailboxQuery();
  const [open, setOpen] = useState<MailSummary | null>(null);
  // The server lists newest first; sorting again keeps that true whatever the file names.
  const mails = useMemo(() => [...(data ?? [])].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)), [data]);
  const disabled = failedWith(error, API_ERRORS.mailboxDisabled) !== undefined;
  // On a phone each mail is a card, like the orders list: a table's columns would run off the screen.
  const wide = useWideScreen();

  const columns: TableProps<MailSummary>['columns'] = [
    { title: t('admin.mailbox.date'), dataIndex: 'date', render: (date: string) => formatAdminDateTime(date, i18n.language) },
    { title: t('admin.mailbox.to'), dataIndex: 'to', render: (to: string) => <span dir="ltr">{to}</span> },
    { title: t('admin.mailbox.subject'), dataIndex: 'subject', render: (subject: string) => <span dir="auto">{subject}</span> },
    {
      title: '',
      key: 'open',
      render: (_, mail) => (
        <Button size="small" aria-label={t('admin.mailbox.openNamed', { subject: mail.subject })} onClick={() => setOpen(mail)}>
          {t('admin.mailbox.open')}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('admin.mailbox.title')}
      actions={
        !disabled && (
          <Button icon={<ReloadOutlined />} onClick={() => refetch()} loading={isFetching}>
            {t('admin.mailbox.refresh')}
          </Button>
        )
      }
    >
      {disabled ? (
        <Alert type="info" showIcon title={t('admin.mailbox.disabled')} />
      ) : (
        <>
          <Typography.Paragraph className={styles.intro}>{t('admin.mailbox.intro')}</Typography.Paragraph>
          {error && <Alert type="error" showIcon title={t('admin.mailbox.loadFailed')} style={{ marginBottom: 16 }} />}
          {wide ? (
            <Table<MailSummary>
              rowKey="id"
              columns={columns}
              dataSource={mails}
              loading={isFetching}
              pagination={{ pageSize: 25, hideOnSinglePage: true }}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('admin.mailbox.empty') }}
            />
          ) : (
            <MailCards mails={mails} loading={isFetching} onOpen={setOpen} />
          )}
        </>
      )}
      {open && <MailViewer mail={open} onClose={() => setOpen(null)} />}
    </AdminPage>
  );
}

/** Small screens: one card per mail, its subject a button that opens it. */
function MailCards({ mails, loading, onOpen }: { mails: MailSummary[]; loading: boolean; onOpen: (mail: MailSummary) => void }) {
  const { t, i18n } = useTranslation();
  if (mails.length === 0) return loading ? <Spin /> : <Empty description={t('admin.mailbox.empty')} />;
  return (
    <ul className={styles.cards}>
      {mails.map((mail) => (
        <li key={mail.id}>
          <Card size="small">
            <button
              type="button"
              className={styles.cardButton}
              aria-label={t('admin.mailbox.openNamed', { subject: mail.subject })}
              onClick={() => onOpen(mail)}
            >
              {/* Isolated, so a subject or an address in the other direction still lines up with the card's start. */}
              <strong>
                <bdi>{mail.subject}</bdi>
              </strong>
            </button>
            <div className={styles.muted}>
              <bdi dir="ltr">{mail.to}</bdi>
            </div>
            <div className={styles.muted}>{formatAdminDateTime(mail.date, i18n.language)}</div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

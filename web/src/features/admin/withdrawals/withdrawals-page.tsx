import { Badge, Button, Popconfirm, Space, Table, Typography, type TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { formatMoney } from '@bookshop/contracts/money';
import { AdminPage } from '../shared/admin-page';
import { formatAdminDate, formatAdminDateTime } from '../shared/admin-date';
import { LoadFailed } from '../shared/load-failed';
import { useNotify } from '../shared/use-notify';
import { useWideScreen } from '../shared/use-wide-screen';
import {
  useGetAdminWithdrawalsQuery,
  useMarkWithdrawalBooksBackMutation,
  useRefundWithdrawalMutation,
  type AdminWithdrawal,
} from './withdrawals-api';
import styles from './withdrawals.module.css';

/** A coloured dot beside text in the body colour (coloured text on a tint is too faint to read). */
const STATUS_COLORS = { received: 'warning', books_back: 'processing', refunded: 'success' } as const;

/** /admin/withdrawals: parents' withdrawals, the open ones first by refund-by date, highlighted as that date nears. */
export function WithdrawalsPage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const notify = useNotify();
  const wide = useWideScreen();
  const { data, isFetching, isError, refetch } = useGetAdminWithdrawalsQuery();
  const [markBooksBack] = useMarkWithdrawalBooksBackMutation();
  const [refund, { isLoading: refunding }] = useRefundWithdrawalMutation();

  const money = (withdrawal: AdminWithdrawal) => formatMoney(withdrawal.refund_amount, withdrawal.currency, language);
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notify.success(t(done));
    } catch (error) {
      notify.error(error, 'admin.withdrawals.failed');
    }
  };

  const statusBadge = (withdrawal: AdminWithdrawal) => (
    <Badge status={STATUS_COLORS[withdrawal.status]} text={t(`admin.withdrawals.statuses.${withdrawal.status}`)} />
  );

  const columns: TableProps<AdminWithdrawal>['columns'] = [
    {
      title: t('admin.withdrawals.order'),
      key: 'order',
      render: (_, withdrawal) => (
        <Space direction="vertical" size={0}>
          <Link to={`/admin/orders/${withdrawal.order_id}`}>{withdrawal.friendly_id}</Link>
          <span>{withdrawal.customer_name}</span>
          {!wide && statusBadge(withdrawal)}
        </Space>
      ),
    },
    // On a phone the table keeps what staff act on, so it fits the screen without scrolling sideways.
    {
      title: t('admin.withdrawals.received'),
      key: 'received',
      hidden: !wide,
      render: (_, w) => formatAdminDateTime(w.received_at, language),
    },
    {
      title: t('admin.withdrawals.books'),
      key: 'books',
      hidden: !wide,
      render: (_, withdrawal) => withdrawal.items.map((item) => `${item.quantity} × ${item[`title_${language}`]}`).join(', '),
    },
    { title: t('admin.withdrawals.refund'), key: 'refund', render: (_, withdrawal) => money(withdrawal) },
    {
      title: t('admin.withdrawals.refundBy'),
      key: 'refundBy',
      render: (_, withdrawal) => (
        <Space size={4} wrap>
          <span>{formatAdminDate(withdrawal.refund_due_at, language)}</span>
          {(withdrawal.urgency === 'due_soon' || withdrawal.urgency === 'overdue') && (
            <Badge
              status={withdrawal.urgency === 'overdue' ? 'error' : 'warning'}
              text={t(`admin.withdrawals.urgency.${withdrawal.urgency}`)}
            />
          )}
        </Space>
      ),
    },
    {
      title: t('admin.withdrawals.status'),
      key: 'status',
      hidden: !wide,
      render: (_, withdrawal) => statusBadge(withdrawal),
    },
    {
      title: t('admin.withdrawals.actions'),
      key: 'actions',
      render: (_, withdrawal) =>
        withdrawal.status === 'refunded' ? null : (
          <Space direction={wide ? 'horizontal' : 'vertical'} wrap={wide}>
            {withdrawal.status === 'received' && (
              <Button
                size="small"
                aria-label={t('admin.withdrawals.markBooksBackNamed', { order: withdrawal.friendly_id })}
                onClick={() => act(() => markBooksBack(withdrawal.id).unwrap(), 'admin.withdrawals.booksBackSaved')}
              >
                {t('admin.withdrawals.markBooksBack')}
              </Button>
            )}
            <Popconfirm
              title={t('admin.withdrawals.refundConfirm', { amount: money(withdrawal), order: withdrawal.friendly_id })}
              okText={t('admin.withdrawals.yes')}
              cancelText={t('admin.withdrawals.no')}
              onConfirm={() => act(() => refund(withdrawal.id).unwrap(), 'admin.withdrawals.refunded')}
            >
              <Button
                size="small"
                type="primary"
                loading={refunding}
                aria-label={t('admin.withdrawals.refundNamed', { amount: money(withdrawal), order: withdrawal.friendly_id })}
              >
                {t('admin.withdrawals.refundNow', { amount: money(withdrawal) })}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <AdminPage title={t('admin.withdrawals.title')}>
      <Typography.Paragraph>{t('admin.withdrawals.intro')}</Typography.Paragraph>
      {isError && !data ? (
        <LoadFailed message={t('admin.withdrawals.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <Table<AdminWithdrawal>
          rowKey="id"
          columns={columns}
          dataSource={data ?? []}
          loading={isFetching}
          pagination={false}
          size={wide ? 'middle' : 'small'}
          scroll={wide ? { x: 'max-content' } : undefined}
          rowClassName={(withdrawal) => styles[withdrawal.urgency] ?? ''}
          locale={{ emptyText: t('admin.withdrawals.empty') }}
        />
      )}
    </AdminPage>
  );
}

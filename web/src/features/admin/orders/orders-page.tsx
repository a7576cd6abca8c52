import { useMemo, useState } from 'react';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Empty, Input, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '@bookshop/contracts/order-status';
import { AdminPage } from '../shared/admin-page';
import { useWideScreen } from '../shared/use-wide-screen';
import { useAdminOrdersQuery } from './admin-orders.api';
import { OrderCards } from './order-cards';
import { DEFAULT_SORT, searchOrders, sortOrders, type OrderSort } from './order-list';
import { listStatusColor } from './order-status-colors';
import { OrderStatusBadge } from './order-status-badge';
import { downloadCsv, ordersCsv } from './orders-csv';
import { OrdersTable } from './orders-table';
import styles from './orders.module.css';

type StatusFilter = OrderStatus | 'all';

/**
 * /admin/orders: every order, filtered by status (and to those paid without
 * stock) on the server, searched and sorted here.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [paidWithoutStock, setPaidWithoutStock] = useState(false);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<OrderSort>(DEFAULT_SORT);
  const { data, isLoading, isFetching, isError, refetch } = useAdminOrdersQuery({ status, paidWithoutStock });

  const orders = useMemo(() => sortOrders(searchOrders(data ?? [], search), sort), [data, search, sort]);

  const reset = () => {
    setSearch('');
    setSort(DEFAULT_SORT);
    // Already unfiltered: the same query, so ask the server again; otherwise the new filter fetches.
    if (status === 'all' && !paidWithoutStock) void refetch();
    setStatus('all');
    setPaidWithoutStock(false);
  };

  const exportCsv = () => downloadCsv(ordersCsv(orders), `orders-${status}-${new Date().toISOString().slice(0, 10)}.csv`);

  return (
    <AdminPage
      title={t('admin.orders.title')}
      backLabel={t('admin.orders.backToDashboard')}
      actions={
        <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={orders.length === 0}>
          {t('admin.orders.exportCsv')}
        </Button>
      }
    >
      <div className={styles.toolbar} role="search">
        <Select<StatusFilter>
          className={styles.statusFilter}
          aria-label={t('admin.orders.statusFilter')}
          value={status}
          onChange={setStatus}
          options={[
            { value: 'all', label: t('admin.orders.allStatuses') },
            // The badge is what the eye sees; title and aria-label give the same words as text.
            ...ORDER_STATUSES.map((value) => ({
              value,
              label: <OrderStatusBadge status={value} colorOf={listStatusColor} />,
              title: t(`admin.orders.status.${value}`),
              'aria-label': t(`admin.orders.status.${value}`),
            })),
          ]}
        />
        <Checkbox checked={paidWithoutStock} onChange={(event) => setPaidWithoutStock(event.target.checked)}>
          {t('admin.orders.paidWithoutStockFilter')}
        </Checkbox>
        <Input.Search
          className={styles.search}
          aria-label={t('admin.orders.search')}
          placeholder={t('admin.orders.search')}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button icon={<ReloadOutlined />} onClick={reset} loading={isFetching && !isLoading}>
          {t('admin.orders.reset')}
        </Button>
      </div>
      {isError ? (
        <Alert
          type="error"
          showIcon
          title={t('admin.orders.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('admin.orders.retry')}</Button>}
        />
      ) : wide ? (
        <OrdersTable orders={orders} sort={sort} onSortChange={setSort} loading={isLoading} />
      ) : (
        <Spin spinning={isLoading}>
          {orders.length > 0 ? (
            <OrderCards orders={orders} sort={sort} onSortChange={setSort} />
          ) : (
            !isLoading && <Empty description={t('admin.orders.empty')} />
          )}
        </Spin>
      )}
    </AdminPage>
  );
}

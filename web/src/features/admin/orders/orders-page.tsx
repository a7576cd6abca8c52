import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIST_LIMITS } from '@bookshop/contracts/admin-lists';
import { ORDER_STATUSES } from '@bookshop/contracts/order-status';
import { AdminPage } from '../shared/admin-page';
import { saveCsv } from '../shared/save-file';
import { useListState } from '../shared/list-state';
import { useNotify } from '../shared/use-notify';
import { useAdminOrdersQuery, useExportAdminOrdersMutation } from './admin-orders.api';
import { ORDER_LIST, type StatusFilter } from './order-list';
import { listStatusColor } from './order-status-colors';
import { OrderStatusBadge } from './order-status-badge';
import { OrdersTable } from './orders-table';
import styles from './orders.module.css';

/**
 * /admin/orders: one page of orders at a time, filtered, searched, sorted and paged by the server.
 * Status, search, sort and page live in the address, so back, reload and shared links keep them.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { state, show, searchBox, reset, isPlain } = useListState(ORDER_LIST);
  const { data, isLoading, isFetching, isError, refetch } = useAdminOrdersQuery(state);
  const [exportOrders, exporting] = useExportAdminOrdersMutation();

  const resetAndRefresh = () => {
    // Already the plain list: the same query, so ask the server again; otherwise the new address fetches.
    if (isPlain) void refetch();
    reset();
  };

  const exportCsv = async () => {
    try {
      const csv = await exportOrders(state).unwrap();
      saveCsv(csv, `orders-${state.filters.status}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      notify.error(error, 'admin.orders.exportFailed');
    } finally {
      exporting.reset(); // the text is in the download now, not kept in the store
    }
  };

  const total = data?.total ?? 0;
  return (
    <AdminPage
      title={t('admin.orders.title')}
      backLabel={t('admin.orders.backToDashboard')}
      actions={
        <Button icon={<DownloadOutlined />} onClick={() => void exportCsv()} loading={exporting.isLoading} disabled={total === 0}>
          {t('admin.orders.exportCsv')}
        </Button>
      }
    >
      <div className={styles.toolbar} role="search">
        <Select<StatusFilter>
          className={styles.statusFilter}
          aria-label={t('admin.orders.statusFilter')}
          value={state.filters.status}
          onChange={(status) => show({ filters: { status } })}
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
        <Checkbox
          checked={state.filters.paid_without_stock}
          onChange={(event) => show({ filters: { paid_without_stock: event.target.checked } })}
        >
          {t('admin.orders.paidWithoutStockFilter')}
        </Checkbox>
        <Input.Search
          className={styles.search}
          aria-label={t('admin.orders.search')}
          placeholder={t('admin.orders.search')}
          allowClear
          maxLength={LIST_LIMITS.search}
          {...searchBox}
        />
        <Button icon={<ReloadOutlined />} onClick={resetAndRefresh} loading={isFetching && !isLoading}>
          {t('admin.orders.reset')}
        </Button>
      </div>
      <OrdersTable
        orders={data?.items ?? []}
        total={total}
        state={state}
        onChange={show}
        loading={isFetching}
        firstLoad={isLoading}
        failed={isError && { message: t('admin.orders.loadFailed'), retryLabel: t('admin.orders.retry'), onRetry: () => void refetch() }}
      />
    </AdminPage>
  );
}

import { useEffect, useState } from 'react';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Empty, Input, Pagination, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, LIST_LIMITS } from '@bookshop/contracts/admin-lists';
import { ORDER_STATUSES } from '@bookshop/contracts/order-status';
import { AdminPage } from '../shared/admin-page';
import { useNotify } from '../shared/use-notify';
import { useWideScreen } from '../shared/use-wide-screen';
import { useAdminOrdersQuery, useExportAdminOrdersMutation } from './admin-orders.api';
import { OrderCards } from './order-cards';
import { orderListParams, readOrderListState, type OrderListState, type StatusFilter } from './order-list';
import { listStatusColor } from './order-status-colors';
import { OrderStatusBadge } from './order-status-badge';
import { downloadCsv } from './orders-csv';
import { OrdersTable } from './orders-table';
import styles from './orders.module.css';

/** The search asks the server once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin/orders: one page of orders at a time, filtered, searched, sorted and paged by the server.
 * Status, search, sort and page live in the address, so back, reload and shared links keep them.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const state = readOrderListState(params);
  const { data, isLoading, isFetching, isError, refetch } = useAdminOrdersQuery(state);
  const [exportOrders, exporting] = useExportAdminOrdersMutation();

  /** A new filter, search or sort starts again at page 1; a page change keeps the rest. */
  const show = (change: Partial<OrderListState>, options: { replace?: boolean } = {}) =>
    setParams(orderListParams({ ...state, page: 1, ...change }), options);

  // The box shows what is typed at once; the address (and so the server) follows when typing pauses.
  const [typed, setTyped] = useState(state.search);
  // Back, forward or reset changed the address: the box shows its search.
  const [shownSearch, setShownSearch] = useState(state.search);
  if (shownSearch !== state.search) {
    setShownSearch(state.search);
    if (typed.trim() !== state.search) setTyped(state.search);
  }
  useEffect(() => {
    const search = typed.trim();
    if (search === state.search) return;
    // The address as it is when the timer fires: a filter chosen meanwhile is kept.
    const apply = () => setParams((current) => orderListParams({ ...readOrderListState(current), search, page: 1 }), { replace: true });
    const timer = setTimeout(apply, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, state.search, setParams]);

  const reset = () => {
    setTyped('');
    // Already the plain list: the same query, so ask the server again; otherwise the new address fetches.
    if (params.toString() === '') void refetch();
    setParams(new URLSearchParams());
  };

  const exportCsv = async () => {
    try {
      const csv = await exportOrders(state).unwrap();
      downloadCsv(csv, `orders-${state.status}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      notify.error(error, 'admin.orders.exportFailed');
    } finally {
      exporting.reset(); // the text is in the download now, not kept in the store
    }
  };

  const orders = data?.items ?? [];
  const total = data?.total ?? 0;
  const onPageChange = (page: number) => show({ page });
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
          value={state.status}
          onChange={(status) => show({ status })}
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
        <Checkbox checked={state.paidWithoutStock} onChange={(event) => show({ paidWithoutStock: event.target.checked })}>
          {t('admin.orders.paidWithoutStockFilter')}
        </Checkbox>
        <Input.Search
          className={styles.search}
          aria-label={t('admin.orders.search')}
          placeholder={t('admin.orders.search')}
          allowClear
          maxLength={LIST_LIMITS.search}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => value.trim() !== state.search && show({ search: value.trim() })}
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
        <OrdersTable
          orders={orders}
          total={total}
          page={state.page}
          pageSize={DEFAULT_PAGE_SIZE}
          onPageChange={onPageChange}
          sort={state.sort}
          onSortChange={(sort) => show({ sort })}
          loading={isFetching}
        />
      ) : (
        <Spin spinning={isFetching}>
          {orders.length > 0 ? (
            <>
              <OrderCards orders={orders} sort={state.sort} onSortChange={(sort) => show({ sort })} />
              <Pagination
                className={styles.pager}
                current={state.page}
                pageSize={DEFAULT_PAGE_SIZE}
                total={total}
                hideOnSinglePage
                showSizeChanger={false}
                simple
                onChange={onPageChange}
              />
            </>
          ) : (
            !isLoading && <Empty description={t('admin.orders.empty')} />
          )}
        </Spin>
      )}
    </AdminPage>
  );
}

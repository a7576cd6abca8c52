import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { OrderSortKey } from '@bookshop/contracts/admin-lists';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { Price } from '../../../shared/ui/price';
import { formatAdminDate } from '../shared/admin-date';
import { AdminTable, type AdminColumn, type AdminTableFailure } from '../shared/admin-table';
import type { AdminOrder } from './admin-orders.api';
import { OrderCards } from './order-cards';
import type { OrderListState, OrderSort } from './order-list';
import { listStatusColor } from './order-status-colors';
import { OrderStatusBadge, PaidWithoutStockTag } from './order-status-badge';

interface OrdersTableProps {
  /** One page of orders, searched, sorted and paged by the server. */
  orders: AdminOrder[];
  total: number;
  state: OrderListState;
  onChange: (change: { page: number } | { sort: OrderSort }) => void;
  loading: boolean;
  firstLoad: boolean;
  failed: AdminTableFailure;
}

/**
 * One page of orders: a table on wide screens, whose pager and column sorters ask the server for
 * another, and cards with the same sort on small screens.
 */
export function OrdersTable({ orders, total, state, onChange, loading, firstLoad, failed }: OrdersTableProps) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const navigate = useNavigate();

  const columns: AdminColumn<AdminOrder, OrderSortKey>[] = [
    {
      sortColumn: 'friendly_id',
      title: t('admin.orders.columns.orderId'),
      render: (_, order) => (
        <Link to={`/admin/orders/${order.id}`} onClick={(event) => event.stopPropagation()}>
          {order.friendly_id}
        </Link>
      ),
    },
    // <bdi>: a customer's Latin name keeps its punctuation in place on an Arabic page.
    { sortColumn: 'customer_name', title: t('admin.orders.columns.customer'), render: (_, order) => <bdi>{order.customer_name}</bdi> },
    { sortColumn: 'customer_email', title: t('admin.orders.columns.email'), render: (_, order) => <bdi>{order.customer_email}</bdi> },
    {
      sortColumn: 'total_amount',
      title: t('admin.orders.columns.total'),
      render: (_, order) => <Price amount={order.total_amount} currency={order.currency} />,
    },
    {
      sortColumn: 'status',
      title: t('admin.orders.columns.status'),
      render: (_, order) => (
        <>
          <OrderStatusBadge status={order.status} colorOf={listStatusColor} /> {order.paid_without_stock && <PaidWithoutStockTag />}
        </>
      ),
    },
    { sortColumn: 'created_at', title: t('admin.orders.columns.date'), render: (_, order) => formatAdminDate(order.created_at, language) },
  ];

  return (
    <AdminTable<AdminOrder, OrderSortKey>
      columns={columns}
      rows={orders}
      total={total}
      page={state.page}
      pageSize={state.pageSize}
      onPageChange={(page) => onChange({ page })}
      sort={state.sort}
      onSortChange={(sort) => onChange({ sort })}
      loading={loading}
      firstLoad={firstLoad}
      emptyText={t('admin.orders.empty')}
      failed={failed}
      cards={(rows) => <OrderCards orders={rows} sort={state.sort} onSortChange={(sort) => onChange({ sort })} />}
      table={{
        rowKey: 'id',
        scroll: { x: 'max-content' },
        // The order id is the row's link for keyboards and screen readers; the whole row answers clicks.
        onRow: (order) => ({ onClick: () => navigate(`/admin/orders/${order.id}`), style: { cursor: 'pointer' } }),
      }}
    />
  );
}

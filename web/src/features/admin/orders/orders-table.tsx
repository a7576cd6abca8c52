import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { Price } from '../../../shared/ui/price';
import { formatAdminDate } from '../shared/admin-date';
import { sortableColumn, tableSortHandler } from '../shared/sortable-column';
import type { AdminOrder } from './admin-orders.api';
import { SORT_KEYS, type OrderSort, type SortKey } from './order-list';
import { listStatusColor } from './order-status-colors';
import { OrderStatusBadge, PaidWithoutStockTag } from './order-status-badge';

interface OrdersTableProps {
  /** One page of orders, searched, sorted and paged by the server. */
  orders: AdminOrder[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: OrderSort;
  onSortChange: (sort: OrderSort) => void;
  loading: boolean;
}

/** Wide screens: one page of orders as a table; its pager and column sorters ask the server for another. */
export function OrdersTable({ orders, total, page, pageSize, onPageChange, sort, onSortChange, loading }: OrdersTableProps) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const navigate = useNavigate();

  const sortable = (key: SortKey) => sortableColumn(key, sort.key, sort.direction);

  const columns: TableColumnsType<AdminOrder> = [
    {
      ...sortable('friendly_id'),
      title: t('admin.orders.columns.orderId'),
      render: (_, order) => (
        <Link to={`/admin/orders/${order.id}`} onClick={(event) => event.stopPropagation()}>
          {order.friendly_id}
        </Link>
      ),
    },
    // <bdi>: a customer's Latin name keeps its punctuation in place on an Arabic page.
    { ...sortable('customer_name'), title: t('admin.orders.columns.customer'), render: (_, order) => <bdi>{order.customer_name}</bdi> },
    { ...sortable('customer_email'), title: t('admin.orders.columns.email'), render: (_, order) => <bdi>{order.customer_email}</bdi> },
    {
      ...sortable('total_amount'),
      title: t('admin.orders.columns.total'),
      render: (_, order) => <Price amount={order.total_amount} currency={order.currency} />,
    },
    {
      ...sortable('status'),
      title: t('admin.orders.columns.status'),
      render: (_, order) => (
        <>
          <OrderStatusBadge status={order.status} colorOf={listStatusColor} /> {order.paid_without_stock && <PaidWithoutStockTag />}
        </>
      ),
    },
    { ...sortable('created_at'), title: t('admin.orders.columns.date'), render: (_, order) => formatAdminDate(order.created_at, language) },
  ];

  return (
    <Table<AdminOrder>
      rowKey="id"
      columns={columns}
      dataSource={orders}
      loading={loading}
      onChange={tableSortHandler<AdminOrder, SortKey>(SORT_KEYS, (key, direction) => onSortChange({ key, direction }), onPageChange)}
      locale={{ emptyText: t('admin.orders.empty') }}
      pagination={{ current: page, pageSize, total, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      // The order id is the row's link for keyboards and screen readers; the whole row answers clicks.
      onRow={(order) => ({ onClick: () => navigate(`/admin/orders/${order.id}`), style: { cursor: 'pointer' } })}
    />
  );
}

// The order screens' server calls, injected into the
// app's one API slice so they share its base query (bearer token, session refresh on 401).
import type { Language } from '@bookshop/contracts/languages';
import type { HistoryDetails } from '@bookshop/contracts/order-history';
import type { OrderStatus } from '@bookshop/contracts/order-status';
import type { RefundStatus } from '@bookshop/contracts/refunds';
import { api } from '../../../shared/api/api';
import type { Order } from '../../../shared/api/types';

/** GET /api/admin/orders: the storefront's order plus the payment and whether a refund is owed. */
export interface AdminOrder extends Order {
  payment_id: string | null;
  payment_status: string | null;
  /** Paid twice, or paid after it was canceled: the shop owes the customer money back. */
  needs_refund: boolean;
  /** Paid after its hold ended, when its books were sold: staff refund or restock. */
  paid_without_stock: boolean;
  updated_at: string;
}

/** A refund of the order's payment through the payment provider; amounts in the order's currency. */
export interface AdminRefund {
  id: string;
  provider_refund_id: string;
  payment_id: string;
  amount: number;
  currency: string;
  reason: string;
  status: RefundStatus;
  /** null for a refund made at the provider's dashboard. */
  admin_username: string | null;
  created_at: string;
  updated_at: string;
}

/** GET /api/admin/orders/{id}: the order with its refunds, what they add up to, and what can still be refunded. */
export interface AdminOrderDetail extends AdminOrder {
  refunded_amount: number;
  refundable_amount: number;
  refunds: AdminRefund[];
}

export interface RefundRequest {
  amount: number;
  reason: string;
}

export type HistoryActionType = 'created' | 'payment' | 'status_change' | 'comment' | 'email_sent' | 'refund';

export interface OrderHistoryEntry {
  id: string;
  /** null when the system did it (a payment, the order being placed). */
  admin_username: string | null;
  action_type: HistoryActionType;
  new_value: string | null;
  comment: string | null;
  /** What the system recorded, as data; null on staff's own lines and on lines older than it. */
  details: HistoryDetails | null;
  created_at: string;
}

/** GET /api/emails/templates: only what the send-email block reads. */
export interface OrderEmailTemplate {
  id: string;
  name: string;
  /** Each `{{name}}` of the template once: one input each when sending. */
  placeholders: string[];
}

export interface OrderEmailRequest {
  template_name: string;
  variables: Record<string, string>;
  language: Language;
  custom_message?: string;
}

/** What the orders list asks the server for: one status or all, and optionally only those paid without stock. */
export interface AdminOrdersFilter {
  status: OrderStatus | 'all';
  paidWithoutStock: boolean;
}

/** Admin data queries retry once; writes are never retried. */
const retryOnce = { maxRetries: 1 };
const noRetry = { maxRetries: 0 };

/**
 * The server writes the history from events, after the call has answered; looking again after 1 s
 * and after 4 s catches both the quick entries (status, comment) and the emails, sent by a worker.
 */
const HISTORY_REFETCH_DELAYS_MS = [1000, 4000];

const adminOrdersApi = api.enhanceEndpoints({ addTagTypes: ['AdminOrder', 'AdminOrderHistory'] }).injectEndpoints({
  endpoints: (build) => ({
    adminOrders: build.query<AdminOrder[], AdminOrdersFilter>({
      query: ({ status, paidWithoutStock }) => ({
        url: 'admin/orders',
        params: { ...(status === 'all' ? {} : { status }), ...(paidWithoutStock ? { paid_without_stock: 'true' } : {}) },
      }),
      providesTags: [{ type: 'AdminOrder', id: 'LIST' }],
      extraOptions: retryOnce,
    }),
    adminOrder: build.query<AdminOrderDetail, string>({
      query: (id) => `admin/orders/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'AdminOrder', id }],
      extraOptions: retryOnce,
    }),
    adminOrderHistory: build.query<OrderHistoryEntry[], string>({
      query: (id) => `admin/orders/${encodeURIComponent(id)}/history`,
      providesTags: (_result, _error, id) => [{ type: 'AdminOrderHistory', id }],
      extraOptions: retryOnce,
    }),
    orderEmailTemplates: build.query<OrderEmailTemplate[], void>({
      query: () => 'emails/templates',
      extraOptions: retryOnce,
    }),
    changeAdminOrderStatus: build.mutation<AdminOrder, { id: string; status: OrderStatus; comment: string }>({
      query: ({ id, status, comment }) => ({
        url: `admin/orders/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body: { status, comment },
      }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'AdminOrder', id },
              { type: 'AdminOrder', id: 'LIST' },
            ],
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => refetchHistoryAfter(id, queryFulfilled, dispatch),
      extraOptions: noRetry,
    }),
    refundAdminOrder: build.mutation<AdminRefund, { id: string; refund: RefundRequest }>({
      query: ({ id, refund }) => ({ url: `admin/orders/${encodeURIComponent(id)}/refunds`, method: 'POST', body: refund }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'AdminOrder', id },
              { type: 'AdminOrder', id: 'LIST' },
            ],
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => refetchHistoryAfter(id, queryFulfilled, dispatch),
      extraOptions: noRetry,
    }),
    sendAdminOrderEmail: build.mutation<{ queued: boolean }, { id: string; email: OrderEmailRequest }>({
      query: ({ id, email }) => ({ url: `admin/orders/${encodeURIComponent(id)}/send-email`, method: 'POST', body: email }),
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => refetchHistoryAfter(id, queryFulfilled, dispatch),
      extraOptions: noRetry,
    }),
  }),
});

async function refetchHistoryAfter(id: string, done: Promise<unknown>, dispatch: (action: unknown) => unknown) {
  try {
    await done;
  } catch {
    return; // nothing changed on the server, so the history did not either
  }
  for (const delay of HISTORY_REFETCH_DELAYS_MS) {
    setTimeout(() => dispatch(adminOrdersApi.util.invalidateTags([{ type: 'AdminOrderHistory', id }])), delay);
  }
}

/** Admin data is not refetched when the window regains focus. */
const noFocusRefetch = { refetchOnFocus: false } as const;

export const useAdminOrdersQuery = (filter: AdminOrdersFilter) => adminOrdersApi.useAdminOrdersQuery(filter, noFocusRefetch);
export const useAdminOrderQuery = (id: string) => adminOrdersApi.useAdminOrderQuery(id, noFocusRefetch);
export const useAdminOrderHistoryQuery = (id: string) => adminOrdersApi.useAdminOrderHistoryQuery(id, noFocusRefetch);
export const useOrderEmailTemplatesQuery = () => adminOrdersApi.useOrderEmailTemplatesQuery(undefined, noFocusRefetch);
export const { useChangeAdminOrderStatusMutation, useSendAdminOrderEmailMutation, useRefundAdminOrderMutation } = adminOrdersApi;

// The order screens' server calls, injected into the
// app's one API slice so they share its base query (bearer token, session refresh on 401).
import type { Page } from '@bookshop/contracts/admin-lists';
import type { HistoryDetails } from '@bookshop/contracts/order-history';
import type { OrderStatus } from '@bookshop/contracts/order-status';
import { api } from '../../../shared/api/api';
import type { ApiSchema } from '../../../shared/api/types';
import { listQueryParams } from '../shared/list-state';
import { ORDER_LIST, type OrderListState } from './order-list';

/** GET /api/admin/orders: the storefront's order plus the payment and whether a refund is owed. */
export type AdminOrder = ApiSchema<'AdminOrderView'>;
/** One history line; `details` is what the system recorded, as data (null on staff's own lines and older ones). */
export type OrderHistoryEntry = Omit<ApiSchema<'OrderHistoryView'>, 'details'> & { details: HistoryDetails | null };
export type HistoryActionType = OrderHistoryEntry['action_type'];
export type AdminRefund = ApiSchema<'RefundView'>;
/** GET /api/admin/orders/{id}: the order with its refunds, what they add up to, and what can still be refunded. */
export type AdminOrderDetail = ApiSchema<'AdminOrderDetailView'>;
export type RefundRequest = ApiSchema<'CreateRefundDto'>;

/** GET /api/emails/templates: only what the send-email block reads. */
export type OrderEmailTemplate = Pick<ApiSchema<'EmailTemplateView'>, 'id' | 'name' | 'placeholders'>;
export type OrderEmailRequest = ApiSchema<'SendOrderEmailDto'>;

/** The export can take longer than other calls: all matching orders, streamed by the server. */
const EXPORT_TIMEOUT_MS = 120_000;

/** Admin data queries retry once; writes are never retried. */
const retryOnce = { maxRetries: 1 };
const noRetry = { maxRetries: 0 };

/**
 * The server writes the history from events, after the call has answered; looking again after 1 s
 * and after 4 s catches both the quick entries (status, comment) and the emails, sent by a worker.
 */
const HISTORY_REFETCH_DELAYS_MS = [1000, 4000];

/** A change to one order shows in its page and in the list. */
const orderAndList = (id: string) => [
  { type: 'AdminOrder' as const, id },
  { type: 'AdminOrder' as const, id: 'LIST' },
];

const adminOrdersApi = api.enhanceEndpoints({ addTagTypes: ['AdminOrder', 'AdminOrderHistory'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page of the orders list, searched, sorted and paged by the server. */
    adminOrders: build.query<Page<AdminOrder>, OrderListState>({
      query: (state) => ({ url: 'admin/orders', params: listQueryParams(ORDER_LIST, state) }),
      providesTags: [{ type: 'AdminOrder', id: 'LIST' }],
      extraOptions: retryOnce,
    }),
    /** Every order the list's filters and search match, as CSV text (the server's byte-order mark is dropped by reading it as text). */
    exportAdminOrders: build.mutation<string, OrderListState>({
      query: (state) => ({
        url: 'admin/orders/export.csv',
        params: listQueryParams(ORDER_LIST, state, { paged: false }),
        timeout: EXPORT_TIMEOUT_MS,
        responseHandler: (response) => (response.ok ? response.text() : response.json()),
      }),
      extraOptions: retryOnce,
    }),
    /** The order's receipt PDF, as an object URL for the browser to save (revoke it once used). */
    downloadAdminReceipt: build.mutation<string, { id: string; language: string }>({
      query: ({ id, language }) => ({
        url: `admin/orders/${encodeURIComponent(id)}/receipt.pdf`,
        params: { lang: language },
        responseHandler: async (response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.json()),
      }),
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
      invalidatesTags: (_result, error, { id }) => (error ? [] : orderAndList(id)),
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => refetchHistoryAfter(id, queryFulfilled, dispatch),
      extraOptions: noRetry,
    }),
    refundAdminOrder: build.mutation<AdminRefund, { id: string; refund: RefundRequest }>({
      query: ({ id, refund }) => ({ url: `admin/orders/${encodeURIComponent(id)}/refunds`, method: 'POST', body: refund }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : orderAndList(id)),
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => refetchHistoryAfter(id, queryFulfilled, dispatch),
      extraOptions: noRetry,
    }),
    sendAdminOrderEmail: build.mutation<ApiSchema<'QueuedView'>, { id: string; email: OrderEmailRequest }>({
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

export const useAdminOrdersQuery = (state: OrderListState) => adminOrdersApi.useAdminOrdersQuery(state, noFocusRefetch);
export const useAdminOrderQuery = (id: string) => adminOrdersApi.useAdminOrderQuery(id, noFocusRefetch);
export const useAdminOrderHistoryQuery = (id: string) => adminOrdersApi.useAdminOrderHistoryQuery(id, noFocusRefetch);
export const useOrderEmailTemplatesQuery = () => adminOrdersApi.useOrderEmailTemplatesQuery(undefined, noFocusRefetch);
export const {
  useChangeAdminOrderStatusMutation,
  useSendAdminOrderEmailMutation,
  useRefundAdminOrderMutation,
  useExportAdminOrdersMutation,
  useDownloadAdminReceiptMutation,
} = adminOrdersApi;

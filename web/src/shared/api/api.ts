import { EMAIL_TEMPLATE_NAMES } from '@bookshop/contracts/emails';
import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, reactHooksModule, retry } from '@reduxjs/toolkit/query/react';
import { DEFAULT_CURRENCY } from '@bookshop/contracts/money';
import type { Language } from '@bookshop/contracts/languages';
import type { LegalTextKind } from '@bookshop/contracts/legal-texts';
import { baseQuery, onServer } from './base-query';
import type {
  Book,
  BookPage,
  BookQuery,
  ContactPayload,
  ContactReceipt,
  LegalText,
  Order,
  OrderPayload,
  PaymentLink,
  PlacedOrder,
  ResendsLeft,
  Review,
  ReviewPayload,
  Settings,
  ShippingConfig,
  SubmittedReview,
  VatQuote,
} from './types';

/**
 * Reads are retried 3 times, waiting 1 s, 2 s, 4 s, when the network or the
 * server failed. Writes are never retried here: the user decides.
 */
const retryingQuery = retry(
  async (args: Parameters<typeof baseQuery>[0], api, extraOptions: object) => {
    const result = await baseQuery(args, api, extraOptions);
    const status = result.error?.status;
    // A 4xx is an answer: bail out of the retries at once. A page rendered on the server never waits for a retry.
    if ((typeof status === 'number' && status < 500) || (result.error && onServer(api))) retry.fail(result.error, result.meta);
    return result;
  },
  { maxRetries: 3, backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** (attempt - 1), 30_000))) },
);
const noRetry = { maxRetries: 0 };

/** Settings and shipping are kept 10 minutes; screens refetch them when older than 5. */
export const KEEP_SHOP_DATA_SECONDS = 600;
export const SHOP_DATA_FRESH_SECONDS = 300;

/**
 * The server renders a page by rendering it until no query it starts is left running
 * (server/render-page.tsx), so there its hooks start their queries while rendering, not in effects.
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

/** The answers a server-rendered page was rendered with: the browser starts from them instead of asking again. */
export const serverRenderedAnswers = createAction<unknown>('serverRenderedAnswers');

/** The app's single RTK Query slice: every server call of the storefront. */
/** A query string with a list's values repeated (`?age_group=a&age_group=b`), as the API reads them. */
function searchOf(params: BookQuery): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) query.append(name, String(item));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const api = createApi({
  reducerPath: 'api',
  extractRehydrationInfo: (action, { reducerPath }) =>
    serverRenderedAnswers.match(action) ? (action.payload as Record<string, never>)[reducerPath] : undefined,
  baseQuery: retryingQuery,
  // 'AdminShipping' is the tag the back office's shipping saves and deletes invalidate
  // (features/admin/shipping/shipping-api.ts): the shop's shipping prices are refetched after them.
  tagTypes: ['Reviews', 'Order', 'AdminShipping'],
  endpoints: (build) => ({
    getBooks: build.query<Book[], BookQuery | void>({ query: (params) => `books${searchOf(params ?? {})}` }),
    /** One page of the catalogue, searched, filtered and sorted by the server. */
    getBookPage: build.query<BookPage, BookQuery>({ query: (params) => `books${searchOf(params)}` }),
    getBook: build.query<Book, string>({ query: (id) => `books/${encodeURIComponent(id)}` }),
    getSettings: build.query<Settings, void>({ query: () => 'settings', keepUnusedDataFor: KEEP_SHOP_DATA_SECONDS }),
    getShipping: build.query<ShippingConfig[], void>({
      query: () => 'shipping',
      keepUnusedDataFor: KEEP_SHOP_DATA_SECONDS,
      providesTags: ['AdminShipping'],
    }),
    /** The VAT rate an order to this country would carry now (docs/vat.md). */
    getVatQuote: build.query<VatQuote, string>({ query: (country) => `vat?country=${encodeURIComponent(country)}` }),
    placeOrder: build.mutation<PlacedOrder, { order: OrderPayload; idempotencyKey: string }>({
      query: ({ order, idempotencyKey }) => ({
        url: 'orders',
        method: 'POST',
        body: order,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      extraOptions: noRetry,
    }),
    getOrder: build.query<Order, string>({
      query: (processNumber) => `orders/${encodeURIComponent(processNumber)}`,
      providesTags: ['Order'],
    }),
    payAgain: build.mutation<PaymentLink, string>({
      query: (processNumber) => ({ url: `orders/${encodeURIComponent(processNumber)}/pay`, method: 'POST' }),
      extraOptions: noRetry,
    }),
    resendConfirmation: build.mutation<
      ResendsLeft,
      { order_id: string; variables: { customer_name: string; process_number: string }; language: string }
    >({
      query: (body) => ({ url: 'emails/send', method: 'POST', body: { ...body, template_name: EMAIL_TEMPLATE_NAMES.orderConfirmation } }),
      extraOptions: noRetry,
    }),
    /** Every approved review, or one book's. */
    getReviews: build.query<Review[], string | void>({
      query: (bookId) => (bookId ? { url: 'reviews', params: { book_id: bookId } } : 'reviews'),
      providesTags: ['Reviews'],
    }),
    submitReview: build.mutation<SubmittedReview, ReviewPayload>({
      query: (body) => ({ url: 'reviews', method: 'POST', body }),
      invalidatesTags: ['Reviews'],
      extraOptions: noRetry,
    }),
    // The current version of a legal text; staff may publish a new one at any time.
    getLegalText: build.query<LegalText, { kind: LegalTextKind; language: Language }>({
      query: ({ kind, language }) => ({ url: `legal-texts/${kind}`, params: { lang: language } }),
    }),
    // A version never changes once published: an order's is kept as long as the page is.
    getLegalTextVersion: build.query<LegalText, { id: string; language: Language }>({
      query: ({ id, language }) => ({ url: `legal-texts/versions/${encodeURIComponent(id)}`, params: { lang: language } }),
    }),
    sendContact: build.mutation<ContactReceipt, ContactPayload>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
      extraOptions: noRetry,
    }),
  }),
});

export const {
  useGetBooksQuery,
  useGetBookQuery,
  useGetBookPageQuery,
  usePlaceOrderMutation,
  useGetOrderQuery,
  usePayAgainMutation,
  useResendConfirmationMutation,
  useGetReviewsQuery,
  useSubmitReviewMutation,
  useSendContactMutation,
  useGetLegalTextVersionQuery,
  useGetVatQuoteQuery,
} = api;

/** How long a legal text read in this tab stays trusted before it is asked for again, in seconds. */
const LEGAL_TEXT_FRESH_SECONDS = 30;

/** The legal text in force, asked for again when older than 30 seconds (a newly published version shows soon in an open tab too). */
export const useLegalText = (kind: LegalTextKind, language: Language) =>
  api.useGetLegalTextQuery({ kind, language }, { refetchOnMountOrArgChange: LEGAL_TEXT_FRESH_SECONDS });

/** Settings and shipping, refetched when older than 5 minutes. */
export const useSettings = ({ skip = false } = {}) =>
  api.useGetSettingsQuery(undefined, { skip, refetchOnMountOrArgChange: SHOP_DATA_FRESH_SECONDS });
export const useShipping = () => api.useGetShippingQuery(undefined, { refetchOnMountOrArgChange: SHOP_DATA_FRESH_SECONDS });

/** The currency of the shop's prices, from the settings; euros until they have loaded. */
export function useShopCurrency({ skip = false } = {}): string {
  return useSettings({ skip }).data?.currency ?? DEFAULT_CURRENCY;
}

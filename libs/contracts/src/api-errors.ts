/**
 * Every error the API answers on purpose: its `code` (what programs test), its HTTP status, its
 * English message (or an example of it, where the raiser words it itself) and the extra fields its
 * body carries beside `statusCode`, `error`, `message` and `code`. The API raises errors from it
 * (`apiError`, api/src/platform/http/api-error.ts), documents them from it (`@ApiErrors`, one schema
 * per entry in /api/docs), and the web app narrows a failed call by it (`isApiError`). No code is
 * written anywhere else, so a code cannot be misspelled, and the lint refuses a second spelling.
 *
 * To add an error: an entry below, in its module's group (a name in camelCase, the code in
 * snake_case), then raise it with `apiError(API_ERRORS.name, …)`, list it in the route's
 * `@ApiErrors(…)`, and run `npm run api:types`.
 */

/** The statuses an error of the catalogue may have. */
export type ApiErrorStatus = 400 | 401 | 404 | 409 | 413 | 422 | 429 | 502 | 503;

/** The JSON shape of an extra field: what the OpenAPI document shows and what TypeScript reads. */
export type ExtraShape =
  | { readonly type: 'string' | 'integer' | 'number' | 'boolean' }
  | { readonly type: 'array'; readonly items: ExtraShape }
  | { readonly type: 'object'; readonly properties: { readonly [name: string]: ExtraShape } }
  | { readonly type: 'object'; readonly additionalProperties: ExtraShape };

/** An extra field of an error body, with what it means and an example; `optional` when some answers leave it out. */
export type ExtraField = ExtraShape & { readonly description: string; readonly example: unknown; readonly optional?: true };

export interface ApiErrorSpec {
  readonly code: string;
  readonly status: ApiErrorStatus;
  /** English, for logs and developers: the default message, or an example when the raiser words it. */
  readonly message: string;
  readonly extra?: { readonly [name: string]: ExtraField };
}

/** Each field's translation key (web/src/shared/i18n): the web app shows it under the field of that name. */
function fieldKeys(example: Record<string, string>) {
  return {
    type: 'object',
    additionalProperties: { type: 'string' },
    description: "Each invalid field's translation key (web/src/shared/i18n)",
    example,
  } as const;
}

const RETRY_AFTER = { type: 'integer', description: 'Seconds to wait before trying again', example: 30 } as const;
const BOOK_IDS = { type: 'array', items: { type: 'string' }, description: 'The books concerned', example: ['1f0c…'] } as const;
const REFUNDABLE_AMOUNT = {
  type: 'number',
  description: 'What can be refunded here, in major units of the shop currency',
  example: 19.95,
} as const;
const PROVIDER_MESSAGE = {
  type: 'string',
  description: "The payment provider's own words",
  example: 'The amount is higher than the amount left',
} as const;

// Two codes are answered with two statuses (a missing thing named by the address, or by the body).
const BOOK_NOT_FOUND = 'book_not_found';
const TEMPLATE_NOT_FOUND = 'template_not_found';

export const API_ERRORS = {
  // Any route
  validationFailed: {
    code: 'validation_failed',
    status: 400,
    message: 'Invalid or missing fields: customer_email',
    extra: { fields: fieldKeys({ customer_email: 'cart.validation.email' }) },
  },
  tooManyRequests: {
    code: 'too_many_requests',
    status: 429,
    message: 'Too many requests, please try again later',
    extra: { retry_after: RETRY_AFTER },
  },
  invalidIdempotencyKey: {
    code: 'invalid_idempotency_key',
    status: 400,
    message: 'Idempotency-Key must be 8 to 200 letters, digits, dashes or underscores',
  },
  requestInProgress: {
    code: 'request_in_progress',
    status: 409,
    message: 'A request with this Idempotency-Key is still being processed',
  },
  idempotencyKeyReused: {
    code: 'idempotency_key_reused',
    status: 422,
    message: 'This Idempotency-Key was used for a different request',
  },

  // identity
  invalidToken: { code: 'invalid_token', status: 401, message: 'Missing, invalid or expired access token' },
  invalidCredentials: { code: 'invalid_credentials', status: 401, message: 'Invalid username or password' },
  invalidRefreshToken: { code: 'invalid_refresh_token', status: 401, message: 'Refresh token is unknown, expired or revoked' },
  usernameTaken: { code: 'username_taken', status: 409, message: 'Username already exists' },
  adminNotFound: { code: 'admin_not_found', status: 404, message: 'Admin not found' },
  // These two codes have spaces: they are part of the public API as they were first answered.
  cannotDeleteSelf: { code: 'cannot delete self', status: 400, message: 'You cannot delete yourself' },
  cannotDeleteLastAdmin: { code: 'cannot delete last admin', status: 400, message: 'There must be at least one admin' },
  invalidCurrentPassword: { code: 'invalid_current_password', status: 400, message: 'Current password is incorrect' },

  // catalogue
  bookNotFound: { code: BOOK_NOT_FOUND, status: 404, message: 'Book not found' },
  invalidFile: {
    code: 'invalid_file',
    status: 400,
    message: 'cover_image is not a JPEG, PNG or WebP image',
    extra: { fields: fieldKeys({ cover_image: 'admin.manage.imageInvalid' }) },
  },
  unexpectedFile: {
    code: 'unexpected_file',
    status: 400,
    message: 'Unexpected file field "attachment"',
    extra: { fields: fieldKeys({ attachment: 'admin.manage.unexpectedFile' }) },
  },
  tooManyPreviews: {
    code: 'too_many_previews',
    status: 400,
    message: 'Maximum 5 preview images allowed',
    extra: { fields: fieldKeys({ preview_images: 'admin.manage.maxPreviewImages' }) },
  },
  unknownPreview: {
    code: 'unknown_preview',
    status: 400,
    message: "existing_preview_image_2 is not one of this book's preview images",
    extra: { fields: fieldKeys({ existing_preview_image_2: 'admin.manage.previewUnknown' }) },
  },
  fileTooLarge: {
    code: 'file_too_large',
    status: 413,
    message: 'cover_image is larger than 10 MB',
    extra: { fields: fieldKeys({ cover_image: 'admin.manage.imageTooLarge' }) },
  },
  outOfStock: {
    code: 'out_of_stock',
    status: 409,
    message: 'Not enough stock for some books',
    extra: {
      book_ids: { ...BOOK_IDS, description: 'The books the order asked more copies of than are left' },
      available: {
        type: 'array',
        items: { type: 'object', properties: { book_id: { type: 'string' }, stock: { type: 'integer' } } },
        description: 'The copies left of each of those books (0 for a book no longer sold)',
        example: [{ book_id: '1f0c…', stock: 1 }],
      },
    },
  },

  sitemapNotFound: { code: 'sitemap_not_found', status: 404, message: 'No such sitemap file' },

  // orders
  orderNotFound: { code: 'order_not_found', status: 404, message: 'Order not found' },
  countryNotSupported: {
    code: 'country_not_supported',
    status: 422,
    message: 'We currently only deliver to EU countries. We will add your country to our shipping destinations soon!',
    extra: { fields: fieldKeys({ 'shipping_address.country': 'cart.validation.euOnly' }) },
  },
  booksNotSold: {
    code: BOOK_NOT_FOUND,
    status: 422,
    message: 'Some books are no longer sold',
    extra: { book_ids: { ...BOOK_IDS, description: 'The books of the order the shop no longer sells' } },
  },
  priceChanged: {
    code: 'price_changed',
    status: 409,
    message: 'Prices have changed since the cart was filled',
    extra: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            book_id: { type: 'string' },
            quantity: { type: 'integer' },
            unit_price: { type: 'number' },
            total_price: { type: 'number' },
          },
        },
        description: "Each line at the shop's current price",
        example: [{ book_id: '1f0c…', quantity: 2, unit_price: 12.5, total_price: 25 }],
      },
      subtotal: { type: 'number', description: 'The lines together', example: 25 },
      shipping_cost: { type: 'number', description: "Shipping to the order's country", example: 4.95 },
      total_amount: { type: 'number', description: 'What the order costs now', example: 29.95 },
    },
  },
  orderNotPayable: { code: 'order_not_payable', status: 409, message: 'An order that is paid cannot be paid again' },
  checkoutBusy: {
    code: 'checkout_busy',
    status: 503,
    message: 'Many orders are being placed right now. Please try again in a few seconds.',
    extra: { retry_after: RETRY_AFTER },
  },
  paymentUnavailable: {
    code: 'payment_unavailable',
    status: 503,
    message: 'The payment provider could not be reached. Please try again.',
  },
  templateNotAllowed: {
    code: 'template_not_allowed',
    status: 400,
    message: 'Only the order_confirmation template can be resent',
    extra: { fields: fieldKeys({ template_name: 'emails.templateNotAllowed' }) },
  },
  orderNotPaid: { code: 'order_not_paid', status: 409, message: 'The confirmation is sent once the order is paid' },
  resendLimit: { code: 'resend_limit', status: 429, message: 'Maximum resends reached' },
  resendCooldown: {
    code: 'resend_cooldown',
    status: 429,
    message: 'Please wait before resending',
    extra: { retry_after: { ...RETRY_AFTER, example: 15 } },
  },
  statusChangeNotAllowed: {
    code: 'status_change_not_allowed',
    status: 409,
    message: 'An order that is delivered cannot become pending',
  },
  exportBusy: {
    code: 'export_busy',
    status: 429,
    message: '2 exports are running already; try again when one has finished',
  },
  templateToSendNotFound: {
    code: TEMPLATE_NOT_FOUND,
    status: 400,
    message: 'There is no email template "order_shipped"',
    extra: { fields: fieldKeys({ template_name: 'admin.orders.templateNotFound' }) },
  },
  templateNotForOrders: {
    code: 'template_not_for_orders',
    status: 400,
    message: 'The email template "welcome" is not sent to customers about an order',
    extra: { fields: fieldKeys({ template_name: 'admin.orders.templateNotForOrders' }) },
  },
  nothingToRefund: {
    code: 'nothing_to_refund',
    status: 409,
    message: 'Nothing of this order can be refunded: no payment of it is left unrefunded',
  },
  refundAboveRefundable: {
    code: 'refund_above_refundable',
    status: 400,
    message: 'At most €19.95 of this order can still be refunded',
    extra: { fields: fieldKeys({ amount: 'admin.orders.refunds.amountTooHigh' }), refundable_amount: REFUNDABLE_AMOUNT },
  },
  refundAbovePayment: {
    code: 'refund_above_payment',
    status: 400,
    message: 'A refund goes back on one payment: at most €10.00 here, refund the rest separately',
    extra: {
      fields: fieldKeys({ amount: 'admin.orders.refunds.amountAbovePayment' }),
      refundable_amount: { ...REFUNDABLE_AMOUNT, description: 'What can be refunded of the one payment, in major units', example: 10 },
    },
  },
  refundRefused: {
    code: 'refund_refused',
    status: 409,
    message: 'The payment provider refused the refund: The amount is higher than the amount left',
    extra: { provider_message: PROVIDER_MESSAGE },
  },
  paymentProviderUnavailable: {
    code: 'payment_provider_unavailable',
    status: 502,
    message: 'The payment provider could not be reached, nothing was refunded: connect ETIMEDOUT',
    extra: { provider_message: { ...PROVIDER_MESSAGE, example: 'connect ETIMEDOUT' } },
  },

  // VAT and receipts (docs/vat.md)
  vatRateMissing: { code: 'vat_rate_missing', status: 422, message: 'No VAT rate is set for DE: staff add one in the back office' },
  receiptNotIssued: { code: 'receipt_not_issued', status: 409, message: 'An order has a receipt once it is paid' },

  // withdrawals (docs/withdrawals.md)
  withdrawalNotFound: { code: 'withdrawal_not_found', status: 404, message: 'Withdrawal not found' },
  withdrawalItemsInvalid: {
    code: 'withdrawal_items_invalid',
    status: 400,
    message: 'Each book withdrawn must be a line of this order, named once, with at most the copies ordered',
    extra: { fields: fieldKeys({ items: 'withdrawal.validation.items' }) },
  },
  withdrawalPeriodOver: {
    code: 'withdrawal_period_over',
    status: 409,
    message: 'The withdrawal period of this order has ended (14 days after delivery)',
  },
  withdrawalRefunded: { code: 'withdrawal_refunded', status: 409, message: 'This withdrawal has already been refunded' },

  // store
  shippingNotFound: { code: 'shipping_not_found', status: 404, message: 'Shipping configuration not found' },
  shippingExists: { code: 'shipping_exists', status: 409, message: 'A shipping configuration for NL already exists' },
  countryLocked: {
    code: 'country_locked',
    status: 400,
    message: 'The country of a shipping configuration cannot be changed',
    extra: { fields: fieldKeys({ country_code: 'admin.shipping.countryLocked' }) },
  },

  // notifications
  templateNotFound: { code: TEMPLATE_NOT_FOUND, status: 404, message: 'Email template not found' },
  invalidTemplate: {
    code: 'invalid_template',
    status: 400,
    message: 'Not a valid Handlebars template. body_en: unclosed {{',
    extra: { fields: fieldKeys({ body_en: 'admin.templates.invalidSyntax' }) },
  },
  templateExists: {
    code: 'template_exists',
    status: 409,
    message: 'An email template named "order_shipped" already exists',
    extra: { fields: fieldKeys({ name: 'admin.templates.nameTaken' }) },
  },
  templateProtected: {
    code: 'template_protected',
    status: 409,
    message: 'The email template "order_confirmation" is sent by the shop itself: its name cannot change',
    // Only renaming names a field; deleting one of the shop's templates does not.
    extra: { fields: { ...fieldKeys({ name: 'admin.templates.systemNameFixed' }), optional: true } },
  },
  mailboxDisabled: {
    code: 'mailbox_disabled',
    status: 409,
    message: 'Mails are sent through SMTP_URL, so none are kept in the mailbox',
  },
  mailNotFound: { code: 'mail_not_found', status: 404, message: 'Mail not found' },

  // legal
  legalTextNotFound: { code: 'legal_text_not_found', status: 404, message: 'No such legal text' },
  legalTextChanged: { code: 'legal_text_changed', status: 409, message: 'Another version of the terms text was just published' },

  // privacy
  privacyLinkInvalid: {
    code: 'privacy_link_invalid',
    status: 404,
    message: 'This download link is unknown, was already used, or is older than 24 hours',
  },

  // reviews
  reviewNotFound: { code: 'review_not_found', status: 404, message: 'Review not found' },

  // operations and metrics
  jobNotFound: { code: 'job_not_found', status: 404, message: 'No failed job with this id' },
  eventNotFound: { code: 'event_not_found', status: 404, message: 'No undelivered event with this id' },
  invalidMetricsToken: { code: 'invalid_metrics_token', status: 401, message: 'A valid metrics token is required' },
} as const satisfies Record<string, ApiErrorSpec>;

/** An entry's name in the catalogue, e.g. `orderNotFound`. */
export type ApiErrorName = keyof typeof API_ERRORS;

/** A code the API answers, e.g. `order_not_found`. */
export type ApiErrorCode = (typeof API_ERRORS)[ApiErrorName]['code'];

/** The TypeScript value of an extra field's shape. */
type ValueOf<S> = S extends { type: 'string' }
  ? string
  : S extends { type: 'integer' | 'number' }
    ? number
    : S extends { type: 'boolean' }
      ? boolean
      : S extends { type: 'array'; items: infer I }
        ? ValueOf<I>[]
        : S extends { type: 'object'; properties: infer P }
          ? { [K in keyof P]: ValueOf<P[K]> }
          : S extends { type: 'object'; additionalProperties: infer A }
            ? Record<string, ValueOf<A>>
            : never;

type Flat<T> = { [K in keyof T]: T[K] };

type ExtrasOf<X> = Flat<
  { [K in keyof X as X[K] extends { optional: true } ? never : K]: ValueOf<X[K]> } & {
    [K in keyof X as X[K] extends { optional: true } ? K : never]?: ValueOf<X[K]>;
  }
>;

/** The extra fields of an error's body, e.g. `{ retry_after: number }` for resend_cooldown. */
export type ApiErrorExtras<E extends ApiErrorSpec> = E extends { extra: infer X } ? ExtrasOf<X> : Record<never, never>;

/** The body the API answers for one error of the catalogue. */
export type ApiErrorBodyOf<E extends ApiErrorSpec> = Flat<
  { statusCode: E['status']; error: string; message: string; code: E['code'] } & ApiErrorExtras<E>
>;

/** The body of a named error, or (without a name) of any error of the catalogue, told apart by `code` and `statusCode`. */
export type ApiErrorBody<N extends ApiErrorName = ApiErrorName> = N extends ApiErrorName ? ApiErrorBodyOf<(typeof API_ERRORS)[N]> : never;

/** Whether a response body is this error of the catalogue (its code and status): then its extra fields are typed. */
export function isApiError<E extends ApiErrorSpec>(body: unknown, error: E): body is ApiErrorBodyOf<E> {
  return (
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    body.code === error.code &&
    'statusCode' in body &&
    body.statusCode === error.status
  );
}

// Shapes of the API's calls under the names the web uses, all taken from openapi.gen.ts, which
// `npm run api:types` generates from the API's OpenAPI document (an api test fails when it is
// stale). Fields are snake_case; money is in major units of the shop's currency, as JSON numbers.
import type { components, operations } from './openapi.gen';

/** A schema of the API's document by name: a request DTO (…Dto) or an answer (…View). */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type Book = ApiSchema<'BookView'>;
export type ImageView = ApiSchema<'ImageView'>;
export type BookQuery = NonNullable<operations['BooksController_list']['parameters']['query']>;
/** A book as a card and the cart show it (no descriptions or files); a whole Book is one too. */
export type BookCard = ApiSchema<'BookCardView'>;
/** One page of GET /api/books (asked with page or page_size): cards, the total and the filters' counts. */
export type BookPage = ApiSchema<'BookPageView'>;

export type Settings = ApiSchema<'SettingsView'>;
export type ShippingConfig = ApiSchema<'ShippingConfigView'>;

export type ShippingAddress = ApiSchema<'ShippingAddressView'>;
/** POST /api/orders. */
export type OrderPayload = ApiSchema<'CreateOrderDto'>;
export type PlacedOrder = ApiSchema<'PlacedOrderView'>;
export type PaymentLink = ApiSchema<'PaymentLinkView'>;
export type OrderItem = ApiSchema<'OrderItemView'>;
/** GET /api/orders/{process_number}. */
export type Order = ApiSchema<'OrderView'>;
export type ResendsLeft = ApiSchema<'ResendsLeftView'>;

export type Review = ApiSchema<'PublicReviewView'>;
export type ReviewPayload = ApiSchema<'SubmitReviewDto'>;
export type SubmittedReview = ApiSchema<'SubmittedReviewView'>;
export type ContactPayload = ApiSchema<'ContactMessageDto'>;
export type ContactReceipt = ApiSchema<'ContactReceiptView'>;

/** A legal text (terms, withdrawal policy …) rendered on the server as safe HTML, in one language. */
export type LegalText = ApiSchema<'RenderedLegalTextView'>;

/** The API's one error body, the same for every failed call (some carry more, like `retry_after`). */
export type ApiError = ApiSchema<'ApiErrorView'> & { [extra: string]: unknown };
export type VatQuote = ApiSchema<'VatQuoteView'>;

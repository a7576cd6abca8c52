import type { ApiError } from '../../shared/api/types';
import type { CheckoutErrors, CheckoutField } from './checkout-validation';

/** What went wrong when placing an order, in the terms the checkout screen shows it. */
export type PlaceOrderProblem =
  /** 409 price_changed: the shop's current prices, and the total the server worked out. */
  | { kind: 'priceChanged'; prices: { book_id: string; unit_price: number }[]; total: number | null }
  /** 409 out_of_stock: the copies left of each book the order asked too many of. */
  | { kind: 'outOfStock'; available: { book_id: string; stock: number }[] }
  /** 422 book_not_found: books the shop no longer sells. */
  | { kind: 'notSold'; bookIds: string[] }
  /** 400 with fields the form has, or 422 country_not_supported. */
  | { kind: 'fields'; errors: CheckoutErrors }
  | { kind: 'failed' };

/** The server's field names (order creation payload) against the form's. */
const FORM_FIELDS: Record<string, CheckoutField> = {
  customer_name: 'customer_name',
  customer_email: 'customer_email',
  customer_phone: 'customer_phone',
  shipping_address: 'country',
  'shipping_address.country': 'country',
  'shipping_address.street_name': 'street_name',
  'shipping_address.building_number': 'building_number',
  'shipping_address.apartment_number': 'apartment_number',
  'shipping_address.city': 'city',
  'shipping_address.postal_code': 'postal_code',
};

/** Reads an RTK Query error of POST /api/orders. */
export function placeOrderProblem(error: unknown): PlaceOrderProblem {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: Partial<ApiError> };
  const body = data ?? {};
  if (status === 409 && body.code === 'price_changed' && Array.isArray(body.items)) {
    return {
      kind: 'priceChanged',
      prices: body.items as { book_id: string; unit_price: number }[],
      total: typeof body.total_amount === 'number' ? body.total_amount : null,
    };
  }
  if (body.code === 'out_of_stock' && Array.isArray(body.available)) {
    return { kind: 'outOfStock', available: body.available as { book_id: string; stock: number }[] };
  }
  if (body.code === 'book_not_found' && Array.isArray(body.book_ids)) return { kind: 'notSold', bookIds: body.book_ids as string[] };
  if (status === 422 && body.code === 'country_not_supported') return { kind: 'fields', errors: { country: 'cart.validation.euOnly' } };
  if (status === 400 && body.fields) {
    const errors: CheckoutErrors = {};
    for (const [name, key] of Object.entries(body.fields)) {
      // The server tells a phone number without its dial code apart; the form shows that under the dial code.
      const field = key === 'cart.validation.countryCode' ? 'dial_country' : FORM_FIELDS[name];
      if (field) errors[field] = key;
    }
    if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  }
  return { kind: 'failed' };
}

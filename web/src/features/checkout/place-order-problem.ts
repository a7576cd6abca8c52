import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { failedWith } from '../../shared/api/api-errors';
import type { CheckoutErrors, CheckoutField } from './checkout-validation';

/** What went wrong when placing an order, in the terms the checkout screen shows it. */
export type PlaceOrderProblem =
  /** 409 price_changed: the shop's current prices, and the total the server worked out. */
  | { kind: 'priceChanged'; prices: { book_id: string; unit_price: number }[]; total: number }
  /** 409 out_of_stock: the copies left of each book the order asked too many of. */
  | { kind: 'outOfStock'; available: { book_id: string; stock: number }[] }
  /** 422 book_not_found: books the shop no longer sells. */
  | { kind: 'notSold'; bookIds: string[] }
  /** 400 with fields the form has, or 422 country_not_supported. */
  | { kind: 'fields'; errors: CheckoutErrors }
  /** 503 checkout_busy: many orders at once; the same order can be sent again in a few seconds. */
  | { kind: 'busy' }
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
  const priceChanged = failedWith(error, API_ERRORS.priceChanged);
  if (priceChanged) return { kind: 'priceChanged', prices: priceChanged.items, total: priceChanged.total_amount };
  const outOfStock = failedWith(error, API_ERRORS.outOfStock);
  if (outOfStock) return { kind: 'outOfStock', available: outOfStock.available };
  const notSold = failedWith(error, API_ERRORS.booksNotSold);
  if (notSold) return { kind: 'notSold', bookIds: notSold.book_ids };
  if (failedWith(error, API_ERRORS.checkoutBusy)) return { kind: 'busy' };
  if (failedWith(error, API_ERRORS.countryNotSupported)) return { kind: 'fields', errors: { country: 'cart.validation.euOnly' } };
  const invalid = failedWith(error, API_ERRORS.validationFailed);
  if (invalid) {
    const errors: CheckoutErrors = {};
    for (const [name, key] of Object.entries(invalid.fields)) {
      // The server tells a phone number without its dial code apart; the form shows that under the dial code.
      const field = key === 'cart.validation.countryCode' ? 'dial_country' : FORM_FIELDS[name];
      if (field) errors[field] = key;
    }
    if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  }
  return { kind: 'failed' };
}

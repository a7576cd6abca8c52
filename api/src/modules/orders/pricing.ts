import { centsToAmount } from '@bookshop/contracts/money';
import { orderTotalCents, shippingCostCents, type DefaultShippingCents, type ShippingConfigCents } from '@bookshop/contracts/shipping';

export interface PricedBook {
  id: string;
  price_cents: number;
}

export interface PricedOrder {
  lines: { book_id: string; quantity: number; unit_price_cents: number; total_price_cents: number }[];
  subtotal_cents: number;
  shipping_cost_cents: number;
  total_cents: number;
}

/**
 * Prices an order from the shop's own data: unit prices from the catalogue, shipping by the shared
 * rule for the destination country (its config, else the EU default), total = subtotal + shipping. Nothing the client sends is used
 * except book ids and quantities. Repeated lines of one book are merged.
 */
export function priceOrder(
  items: { book_id: string; quantity: number }[],
  books: ReadonlyMap<string, PricedBook>,
  shipping: ShippingConfigCents[],
  defaultShipping: DefaultShippingCents,
  countryCode: string,
): PricedOrder {
  const quantities = new Map<string, number>();
  for (const item of items) quantities.set(item.book_id, (quantities.get(item.book_id) ?? 0) + item.quantity);
  const lines = [...quantities].map(([bookId, quantity]) => {
    const book = books.get(bookId);
    if (!book) throw new Error(`priceOrder: unknown book ${bookId}`);
    return { book_id: bookId, quantity, unit_price_cents: book.price_cents, total_price_cents: book.price_cents * quantity };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.total_price_cents, 0);
  const shippingCost = shippingCostCents(shipping, defaultShipping, countryCode, subtotal);
  return { lines, subtotal_cents: subtotal, shipping_cost_cents: shippingCost, total_cents: orderTotalCents(subtotal, shippingCost) };
}

/** The client's total (a decimal amount in the shop's currency) agrees with ours when it is within half a cent. */
export function clientTotalMatches(clientTotal: number, totalCents: number): boolean {
  return Math.abs(clientTotal - centsToAmount(totalCents)) <= 0.005;
}

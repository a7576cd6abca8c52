/** The most copies of one book an order may hold (the checkout's and the cart's limit). */
export const MAX_QUANTITY_PER_BOOK = 99;

/**
 * How many copies of a book a cart line may hold: the shop's per-book limit, and no more than the
 * copies in stock when the shop counts them (`stock` null means not counted).
 */
export function maxOrderable(stock: number | null | undefined): number {
  return typeof stock === 'number' ? Math.max(0, Math.min(MAX_QUANTITY_PER_BOOK, stock)) : MAX_QUANTITY_PER_BOOK;
}

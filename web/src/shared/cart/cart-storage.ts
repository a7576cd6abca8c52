import { amountToCents } from '@bookshop/contracts/money';
import { CART_STORAGE_KEY, type CartItem, type CartState } from './cart-slice';

/**
 * The cart as stored in local storage, restored at start. Anything that is not a list of lines
 * with an id, a price and a positive whole quantity is corrupted and discarded.
 */
export function loadCart(storage: Storage = localStorage): CartState {
  try {
    const stored: unknown = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored) && stored.every(isCartItem)) return { items: stored, restored: true };
  } catch {
    // not JSON, or a price that is not an amount: discarded below
  }
  storage.removeItem(CART_STORAGE_KEY);
  return { items: [], restored: true };
}

/** Keeps the stored cart in step; an empty cart is removed from storage. */
export function saveCart(cart: CartState, storage: Storage = localStorage): void {
  if (cart.items.length === 0) storage.removeItem(CART_STORAGE_KEY);
  else storage.setItem(CART_STORAGE_KEY, JSON.stringify(cart.items));
}

function isCartItem(value: unknown): value is CartItem {
  const item = value as Partial<CartItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    // amountToCents throws for a negative, malformed or huge price (the cart is then discarded): the sums need cents
    Number.isSafeInteger(amountToCents(item.price as number)) &&
    Number.isInteger(item.quantity) &&
    (item.quantity as number) >= 1
  );
}

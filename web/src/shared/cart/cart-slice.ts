import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { amountToCents } from '@bookshop/contracts/money';
import { maxOrderable } from '@bookshop/contracts/cart';
import type { BookCard } from '../api/types';

/** A cart line: the book as it was added plus how many. */
export type CartItem = BookCard & { quantity: number };

export interface CartState {
  items: CartItem[];
  /** False until the browser's stored cart is read: on the server, and in the page it renders. */
  restored: boolean;
}

/** The local storage key of the cart. */
export const CART_STORAGE_KEY = 'cart';

const initialState: CartState = { items: [], restored: false };

/** The cart's rules, independent of any screen. */
export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Adding a book already in the cart increases its quantity, up to what may be ordered (stock and the per-book limit). */
    addToCart(state, action: PayloadAction<{ book: BookCard; quantity?: number }>) {
      const { book } = action.payload;
      const quantity = Math.max(1, Math.floor(action.payload.quantity ?? 1));
      const line = state.items.find((item) => item.id === book.id);
      if (line) {
        Object.assign(line, book);
        line.quantity = Math.min(line.quantity + quantity, maxOrderable(book.stock));
      } else if (maxOrderable(book.stock) > 0) {
        state.items.push({ ...book, quantity: Math.min(quantity, maxOrderable(book.stock)) });
      }
    },
    /** A quantity of 0 or less removes the line; a non-number counts as 1. */
    setQuantity(state, action: PayloadAction<{ bookId: string; quantity: number }>) {
      const quantity = Number.isFinite(action.payload.quantity) ? Math.floor(action.payload.quantity) : 1;
      if (quantity <= 0) {
        state.items = state.items.filter((item) => item.id !== action.payload.bookId);
        return;
      }
      const line = state.items.find((item) => item.id === action.payload.bookId);
      if (line) line.quantity = Math.min(quantity, maxOrderable(line.stock));
    },
    removeFromCart(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    clearCart(state) {
      state.items = [];
    },
    /** The copies the shop has left (after a 409 out_of_stock): lines shrink to them, a sold-out book leaves the cart. */
    limitToStock(state, action: PayloadAction<{ book_id: string; stock: number }[]>) {
      for (const left of action.payload) {
        const line = state.items.find((item) => item.id === left.book_id);
        if (!line) continue;
        line.stock = left.stock;
        line.in_stock = left.stock > 0;
        line.quantity = Math.min(line.quantity, maxOrderable(left.stock));
      }
      state.items = state.items.filter((item) => item.quantity > 0);
    },
    /** Replaces the prices the cart shows with the shop's current ones (after a 409 price_changed). */
    updatePrices(state, action: PayloadAction<{ book_id: string; unit_price: number }[]>) {
      for (const current of action.payload) {
        const line = state.items.find((item) => item.id === current.book_id);
        if (line) line.price = current.unit_price;
      }
    },
  },
});

export const { addToCart, setQuantity, removeFromCart, clearCart, updatePrices, limitToStock } = cartSlice.actions;

type WithCart = { cart: CartState };
export const selectCartItems = (state: WithCart) => state.cart.items;
export const selectCartRestored = (state: WithCart) => state.cart.restored;
/** The header badge: the sum of the quantities. */
export const selectCartCount = (state: WithCart) => state.cart.items.reduce((sum, item) => sum + item.quantity, 0);
/** In cents, so that sums of amounts never drift (12.10 + 0.20 is 12.30, exactly). */
export const selectSubtotalCents = (state: WithCart) =>
  state.cart.items.reduce((sum, item) => sum + amountToCents(item.price) * item.quantity, 0);

import { configureStore } from '@reduxjs/toolkit';
import { cartSlice } from '../shared/cart/cart-slice';
import { loadCart, saveCart } from '../shared/cart/cart-storage';
import { api } from '../shared/api/api';
import type { ServerQueries } from '../shared/api/base-query';

/**
 * A factory so that every test and every server-rendered page gets an empty cache; the browser
 * calls it once in main.tsx. With `storage` (the browser's local storage by default) the cart starts
 * from it and is written back whenever it changes; on the server (`storage` null) the cart is empty
 * and `serverQueries` tells the queries where the API is.
 */
export function makeStore(storage: Storage | null = localStorage, serverQueries?: ServerQueries) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, cart: cartSlice.reducer },
    preloadedState: storage ? { cart: loadCart(storage) } : undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: serverQueries } }).concat(api.middleware),
  });
  if (!storage) return store;
  let saved = store.getState().cart;
  store.subscribe(() => {
    const { cart } = store.getState();
    if (cart !== saved) saveCart((saved = cart), storage);
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppState = ReturnType<AppStore['getState']>;

import { configureStore } from '@reduxjs/toolkit';
import { cartSlice } from '../shared/cart/cart-slice';
import { loadCart, saveCart } from '../shared/cart/cart-storage';
import { api } from '../shared/api/api';

/**
 * A factory so that every test gets an empty cache; the app calls it once in main.tsx. The cart
 * starts from local storage and is written back whenever it changes.
 */
export function makeStore(storage: Storage = localStorage) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, cart: cartSlice.reducer },
    preloadedState: { cart: loadCart(storage) },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  let saved = store.getState().cart;
  store.subscribe(() => {
    const { cart } = store.getState();
    if (cart !== saved) saveCart((saved = cart), storage);
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

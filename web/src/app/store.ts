import { configureStore } from '@reduxjs/toolkit';
import { api } from '../shared/api/api';

/** A factory so that every test gets an empty cache; the app calls it once in main.tsx. */
export function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;

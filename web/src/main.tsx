import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { makeStore } from './app/store';
import { setUpI18n } from './shared/i18n/i18n';
import './app/global.css';

const { i18n, ready } = setUpI18n();
const store = makeStore();
const router = createBrowserRouter(routes);

// The first frame is already in the visitor's language: render once its texts are in.
await ready;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

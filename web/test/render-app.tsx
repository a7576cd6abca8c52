import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../src/app/providers';
import { routes } from '../src/app/router';
import { makeStore } from '../src/app/store';
import { setUpI18n } from '../src/shared/i18n/i18n';
import { allLocales } from './locales';

/**
 * Renders the whole app at `path`, composed as main.tsx does it, with a fresh store and i18n.
 * Every text is there from the start, unless `downloadTexts`: then i18n fetches each namespace's
 * texts when a screen asks for them, as in the browser.
 */
export function renderApp(path = '/', { downloadTexts = false }: { downloadTexts?: boolean } = {}) {
  const { i18n } = setUpI18n(downloadTexts ? undefined : allLocales);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders store={makeStore()} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, i18n, router };
}

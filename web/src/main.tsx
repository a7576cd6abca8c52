import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { isLanguage } from '@bookshop/contracts/languages';
import { AppProviders } from './app/providers';
import { loadRenderedPageModules, routes } from './app/router';
import { makeStore } from './app/store';
import { serverRenderedAnswers } from './shared/api/api';
import { cartSlice } from './shared/cart/cart-slice';
import { setUpI18n, storedLanguage } from './shared/i18n/i18n';
import { RENDERED_MODULES_ID, SERVER_STATE_ID } from './shared/ssr/rendered-page';
import './app/global.css';

const root = document.getElementById('root')!;
const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;
const renderedLanguage = document.documentElement.lang;
// The language the visitor chose in this browser, read before the page's language is stored over it.
const chosenLanguage = storedLanguage();
// Whether the address the page came with names its language: the page may change its address before it is drawn.
const linkChoseLanguage = new URLSearchParams(window.location.search).has('lang');

// The setup runs in short steps, with the browser free to paint and answer a tap between them: on
// a slow phone one long step would hold the page, already drawn by the server, frozen.
const { i18n, ready } = setUpI18n(undefined, { language: serverState && isLanguage(renderedLanguage) ? renderedLanguage : undefined });
await nextTask();
const store = makeStore();
// The page as the server rendered it: the browser starts from the same answers and the same (not
// yet restored) cart, so hydration finds what the server drew; the stored cart shows right after.
if (serverState) store.dispatch(serverRenderedAnswers(JSON.parse(serverState)));
await nextTask();
// A page the server drew is already where the browser, or the parent's finger, has scrolled it:
// hydrating it must not jump it back to the top (the router skips its first scroll when it is
// given hydration data). Taps made on it meanwhile then land where the parent aimed.
const router = createBrowserRouter(routes, serverState ? { hydrationData: {} } : undefined);
await nextTask();
await ready;
/**
 * A link with ?lang= chose the page's language (stored above); otherwise the visitor's own choice
 * wins, once the server's page has hydrated: changed sooner, React found text in another language
 * than the server's and drew the page again, dropping what the parent had typed and tapped.
 */
function adoptChosenLanguage() {
  if (!linkChoseLanguage && chosenLanguage !== i18n.language) void i18n.changeLanguage(chosenLanguage);
}
const app = (
  <StrictMode>
    <AppProviders
      store={store}
      i18n={i18n}
      serverState={serverState ? { ...store.getState(), cart: cartSlice.getInitialState() } : undefined}
    >
      <RouterProvider router={router} />
      <OnceDrawn run={adoptChosenLanguage} />
    </AppProviders>
  </StrictMode>
);

if (serverState) {
  // The server's page is painted first; then the browser makes it work, with the code of all its parts.
  await afterNextPaint();
  await loadRenderedPageModules(JSON.parse(document.getElementById(RENDERED_MODULES_ID)?.textContent ?? '[]'));
  // A transition: hydration yields to the browser between parts of the page, so a tap is never kept waiting long.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // The back office, and a page the server could not render: drawn here.
  createRoot(root).render(app);
}

/** Runs `run` once the app's first drawing (or hydration) is committed. */
function OnceDrawn({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

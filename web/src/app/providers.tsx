import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import type { AppState, AppStore } from './store';

// Ant Design's ConfigProvider is deliberately not here: it would put antd into the storefront's
// first load. The admin chunk brings its own (features/admin/admin-theme.tsx).
// `serverState` is the state a server-rendered page was drawn with, which hydration renders first.
export function AppProviders({
  store,
  i18n,
  serverState,
  children,
}: {
  store: AppStore;
  i18n: i18n;
  serverState?: AppState;
  children: ReactNode;
}) {
  return (
    <ReduxProvider store={store} serverState={serverState}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </ReduxProvider>
  );
}

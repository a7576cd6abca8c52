import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import type { AppStore } from './store';

// Ant Design's ConfigProvider is deliberately not here: it would put antd into the storefront's
// first load. The admin chunk brings its own (features/admin/admin-theme.tsx).
export function AppProviders({ store, i18n, children }: { store: AppStore; i18n: i18n; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </ReduxProvider>
  );
}

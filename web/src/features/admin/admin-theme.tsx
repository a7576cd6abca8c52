import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import nlNL from 'antd/es/locale/nl_NL';
import { useTranslation } from 'react-i18next';
import { languageOrDefault, type Language } from '@bookshop/contracts/languages';
import { textDirection } from '../../shared/i18n/languages';

const antdLocales: Record<Language, Locale> = { ar: arEG, en: enUS, nl: nlNL };

/**
 * Ant Design's direction and built-in texts follow the interface language. It lives in the admin
 * feature, not in app/, because antd must stay out of the storefront's first load.
 */
export function AdminTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  return (
    // The shop's accent as the primary colour, and darker error and success colours: antd's defaults
    // fall below WCAG contrast on white.
    <ConfigProvider direction={textDirection(language)} locale={antdLocales[language]} theme={{ token: { colorPrimary: '#b4470f', colorLink: '#b4470f', colorError: '#cf1322', colorSuccess: '#237804', colorTextDescription: 'rgba(0, 0, 0, 0.65)', colorTextDisabled: 'rgba(0, 0, 0, 0.56)' } }}>
      {/* Spec 001 section 9: admin notices last 2.5 s, top centre, with a close button. */}
      <App notification={{ placement: 'top', duration: 2.5, maxCount: 20 }}>{children}</App>
    </ConfigProvider>
  );
}

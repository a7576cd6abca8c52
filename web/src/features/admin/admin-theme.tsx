import type { ReactNode } from 'react';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import nlNL from 'antd/es/locale/nl_NL';
import { useTranslation } from 'react-i18next';
import { languageOrDefault, type Language } from '@bookshop/contracts/languages';
import { textDirection } from '../../shared/i18n/languages';

const antdLocales: Record<Language, Locale> = { ar: arEG, en: enUS, nl: nlNL };

/**
 * The shop's accent as the primary colour, and status colours dark enough for WCAG AA (4.5:1):
 * antd's default success, warning and error texts, and its 45% black help texts, fall below it.
 * The status backgrounds are given too: antd derives them from the colour, and from these darker
 * ones it derives greys that status tags' text no longer stands out against.
 */
const ADMIN_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#b4470f',
    colorLink: '#b4470f',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorError: '#cf1322',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
  },
};

/**
 * Ant Design's direction and built-in texts follow the interface language. It lives in the admin
 * feature, not in app/, because antd must stay out of the storefront's first load.
 */
export function AdminTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  return (
    <ConfigProvider direction={textDirection(language)} locale={antdLocales[language]} theme={ADMIN_THEME}>
      {/* Admin notices last 2.5 s, top centre, with a close button. */}
      <App notification={{ placement: 'top', duration: 2.5, maxCount: 20 }}>{children}</App>
    </ConfigProvider>
  );
}

import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, translatedErrorKey, type CodeKeys } from './server-errors';

/**
 * The back office's notices. Ant Design's notification sits top centre for
 * 2.5 s with a close button (see admin-theme.tsx).
 */
export function useNotify() {
  const { notification } = App.useApp();
  const { t, i18n } = useTranslation();
  return {
    success: (text: string) => notification.success({ title: text }),
    /**
     * A failed call, in the admin's language: the screen's text for the error's code (`codeKeys`),
     * else the server's key for its first bad field, else the server's own message, which is
     * English and so shown only to an admin reading English, else `fallbackKey`.
     */
    error: (error: unknown, fallbackKey: string, codeKeys: CodeKeys = {}) => {
      const key = translatedErrorKey(error, codeKeys);
      const serverMessage = i18n.language === 'en' ? apiErrorOf(error)?.message : undefined;
      notification.error({ title: key ? t(key) : (serverMessage ?? t(fallbackKey)) });
    },
  };
}

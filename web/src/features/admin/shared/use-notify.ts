import { App } from 'antd';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';

/**
 * The back office's notices (spec 001 section 8): the server's message when it sent one, else the
 * screen's own fallback. Ant Design's notification sits top centre for 2.5 s with a close button
 * (see admin-theme.tsx).
 */
export function useNotify() {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  return {
    success: (text: string) => notification.success({ title: text }),
    /** `fallbackKey` is a translation key shown when the error carries no message of the server's. */
    error: (error: unknown, fallbackKey: string) => {
      const serverMessage = ((error as FetchBaseQueryError | undefined)?.data as { message?: string } | undefined)?.message;
      notification.error({ title: serverMessage ?? t(fallbackKey) });
    },
  };
}

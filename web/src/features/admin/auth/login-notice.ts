import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../shared/use-notify';

/**
 * /login and /admin sit in different route elements, each with its own notice holder, so a notice
 * raised on /login would vanish with it. The sign-in hands its 'Login successful!' over in the
 * navigation state instead, and the page it lands on shows it.
 */
export const loginSuccessState = { notice: 'loginSuccess' } as const;

export function useLoginSuccessNotice(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { t } = useTranslation();
  // Strict mode runs effects twice; the notice must still show once.
  const shown = useRef(false);
  const arrivedFromLogin = (location.state as typeof loginSuccessState | null)?.notice === loginSuccessState.notice;

  useEffect(() => {
    if (!arrivedFromLogin || shown.current) return;
    shown.current = true;
    notify.success(t('admin.login.success'));
    // Forget it, so reloading the dashboard does not greet again.
    navigate(location.pathname, { replace: true, state: null });
  }, [arrivedFromLogin, location.pathname, navigate, notify, t]);
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import type { Language } from '@bookshop/contracts/languages';
import { useResendConfirmationMutation } from '../../shared/api/api';
import { failedWith } from '../../shared/api/api-errors';
import type { Order } from '../../shared/api/types';
import { toast } from '../../shared/ui/toast';
import { MAX_RESENDS, resendCooldownSeconds } from '@bookshop/contracts/resends';
import styles from './order-confirmation.module.css';

/** Whole seconds until `until` (a Date.now() time), ticking down while it lies ahead. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    // A new deadline counts from this moment, not from the last tick before it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(Date.now());
    // Ticks a few times a second, so the shown number changes close to each whole second.
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Resend confirmation email (docs/orders.md): a cooldown of 10 + 5 × resends so far after each
 * success, at most 3 resends. The server keeps the same rules; its 429 answers win over what this
 * page counted (a resend from another tab, or a reload, resets the page's count but not the server's).
 */
export function ResendButton({ order, language }: { order: Order; language: Language }) {
  const { t } = useTranslation();
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const [limitReached, setLimitReached] = useState(false);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const secondsLeft = useSecondsLeft(waitUntil);

  const click = async () => {
    try {
      const { resends_left } = await resend({
        order_id: order.id,
        variables: { customer_name: order.customer_name, process_number: order.process_number },
        language,
      }).unwrap();
      toast.success(t('orderConfirmation.resent'));
      if (resends_left <= 0) setLimitReached(true);
      else setWaitUntil(Date.now() + resendCooldownSeconds(MAX_RESENDS - resends_left) * 1000);
    } catch (error) {
      const cooldown = failedWith(error, API_ERRORS.resendCooldown);
      if (failedWith(error, API_ERRORS.resendLimit)) {
        setLimitReached(true);
        toast.error(t('orderConfirmation.maxResends'));
      } else if (cooldown) {
        setWaitUntil(Date.now() + cooldown.retry_after * 1000);
        toast.error(t('orderConfirmation.resendWait', { seconds: cooldown.retry_after }));
      } else if (failedWith(error, API_ERRORS.orderNotPaid)) {
        toast.error(t('orderConfirmation.resendNotPaid'));
      } else {
        toast.error(t('orderConfirmation.resendFailed'));
      }
    }
  };

  let label = t('orderConfirmation.resend');
  if (limitReached) label = t('orderConfirmation.maxResends');
  else if (secondsLeft > 0) label = t('orderConfirmation.resendIn', { seconds: secondsLeft });
  else if (isLoading) label = t('orderConfirmation.resending');
  return (
    <button type="button" className={styles.button} disabled={limitReached || secondsLeft > 0 || isLoading} onClick={() => void click()}>
      {label}
    </button>
  );
}

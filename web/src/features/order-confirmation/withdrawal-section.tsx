import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@bookshop/contracts/languages';
import { formatMoney } from '@bookshop/contracts/money';
import { formatShopDate, formatShopDateTime } from '@bookshop/contracts/withdrawals';
import type { Order } from '../../shared/api/types';
import { earlyTapButton } from '../../shared/ssr/early-taps';
import { useGetWithdrawalQuery, useWithdrawMutation, type WithdrawalState } from './withdrawal-api';
import hidden from '../../shared/ui/visually-hidden.module.css';
import styles from './order-confirmation.module.css';

/** How many copies of each order line the parent withdraws (0: keeps them). */
type Choice = Record<string, number>;

const allCopies = (order: Order): Choice => Object.fromEntries(order.items.map((item) => [item.id, item.quantity]));

/**
 * The withdrawal function on the order's page: while the period runs, a button that opens one step
 * choosing the books (all by default, nothing else asked) and "Confirm withdrawal"; afterwards the
 * acknowledgement, with its date and time, the books, where to send them and the refund.
 */
export function WithdrawalSection({ order, language }: { order: Order; language: Language }) {
  const { t } = useTranslation();
  const { data: state } = useGetWithdrawalQuery(order.process_number);
  if (!state) return null;
  if (state.withdrawal) return <Acknowledgement state={state} order={order} language={language} />;
  if (!state.can_withdraw) {
    if (!state.period_ends_at) return null;
    return (
      <section className={`${styles.card} ${styles.noPrint}`} aria-labelledby="withdrawal-heading">
        <h2 id="withdrawal-heading">{t('withdrawal.title')}</h2>
        <p>{t('withdrawal.periodOver', { date: formatShopDate(lastDay(state.period_ends_at), language) })}</p>
      </section>
    );
  }
  return <WithdrawalStep state={state} order={order} language={language} />;
}

/** The period's last day: the day before the midnight it ends at. */
const lastDay = (endsAt: string) => new Date(new Date(endsAt).getTime() - 1);

function WithdrawalStep({ state, order, language }: { state: WithdrawalState; order: Order; language: Language }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<Choice>(() => allCopies(order));
  const [failed, setFailed] = useState(false);
  const [withdraw, { isLoading }] = useWithdrawMutation();
  const chosen = order.items.filter((item) => (choice[item.id] ?? 0) > 0);
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) firstField.current?.focus();
  }, [open]);

  const confirm = async () => {
    setFailed(false);
    const everything = chosen.length === order.items.length && chosen.every((item) => choice[item.id] === item.quantity);
    try {
      await withdraw({
        processNumber: order.process_number,
        request: { items: everything ? [] : chosen.map((item) => ({ order_item_id: item.id, quantity: choice[item.id] })) },
      }).unwrap();
    } catch {
      setFailed(true);
    }
  };

  return (
    <section className={`${styles.card} ${styles.noPrint}`} aria-labelledby="withdrawal-heading">
      <h2 id="withdrawal-heading">{t('withdrawal.title')}</h2>
      <p>
        {state.period_ends_at
          ? t('withdrawal.introUntil', { date: formatShopDate(lastDay(state.period_ends_at), language) })
          : t('withdrawal.intro')}
      </p>
      {!open ? (
        // A tap while the server's page is still starting is kept and made again once it works.
        <button {...earlyTapButton} type="button" className={`${styles.primary} ${styles.withdrawButton}`} onClick={() => setOpen(true)}>
          {t('withdrawal.button')}
        </button>
      ) : (
        <form
          className={styles.withdrawalForm}
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <fieldset className={styles.withdrawalBooks}>
            <legend>{t('withdrawal.chooseBooks')}</legend>
            {order.items.map((item, index) => {
              const title = item[`title_${language}`];
              const copies = choice[item.id] ?? 0;
              return (
                <div key={item.id} className={styles.withdrawalLine}>
                  <label className={styles.withdrawalBook}>
                    <input
                      ref={index === 0 ? firstField : undefined}
                      type="checkbox"
                      checked={copies > 0}
                      onChange={(event) => setChoice((current) => ({ ...current, [item.id]: event.target.checked ? item.quantity : 0 }))}
                    />
                    <span>{title}</span>
                  </label>
                  {item.quantity > 1 && copies > 0 && (
                    <label className={styles.withdrawalCopies}>
                      <span className={hidden.visuallyHidden}>{t('withdrawal.copies', { title })}</span>
                      <select
                        value={copies}
                        onChange={(event) => setChoice((current) => ({ ...current, [item.id]: Number(event.target.value) }))}
                      >
                        {Array.from({ length: item.quantity }, (_, n) => n + 1).map((n) => (
                          <option key={n} value={n}>
                            {n} / {item.quantity}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                </div>
              );
            })}
          </fieldset>
          {chosen.length === 0 && (
            <p id={`${id}-none`} className={styles.withdrawalError}>
              {t('withdrawal.noneChosen')}
            </p>
          )}
          {failed && (
            <p role="alert" className={styles.withdrawalError}>
              {t('withdrawal.error')}
            </p>
          )}
          <div className={styles.withdrawalActions}>
            <button
              type="submit"
              className={styles.primary}
              disabled={isLoading || chosen.length === 0}
              aria-describedby={chosen.length === 0 ? `${id}-none` : undefined}
            >
              {t('withdrawal.confirm')}
            </button>
            <button type="button" className={styles.button} onClick={() => setOpen(false)} disabled={isLoading}>
              {t('withdrawal.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

function Acknowledgement({ state, order, language }: { state: WithdrawalState; order: Order; language: Language }) {
  const { t } = useTranslation();
  const withdrawal = state.withdrawal!;
  const heading = useRef<HTMLHeadingElement>(null);
  // Moved here from the confirm button, which is gone: the parent hears the acknowledgement.
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, []);
  return (
    <section className={`${styles.card} ${styles.acknowledgement}`} aria-labelledby="withdrawal-heading" role="status">
      <h2 id="withdrawal-heading" ref={heading} tabIndex={-1}>
        {t('withdrawal.received.title')}
      </h2>
      <p>{t('withdrawal.received.at', { date: formatShopDateTime(new Date(withdrawal.received_at), language) })}</p>
      <h3>{t('withdrawal.received.books')}</h3>
      <ul className={styles.withdrawnBooks}>
        {withdrawal.items.map((item) => (
          <li key={item.order_item_id}>
            {item.quantity} × {item[`title_${language}`]}
          </li>
        ))}
      </ul>
      <h3>{t('withdrawal.received.sendTo')}</h3>
      <address className={styles.returnAddress}>
        {state.return_address.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <p>
        {withdrawal.status === 'refunded'
          ? t('withdrawal.received.refunded')
          : t('withdrawal.received.refund', {
              // Isolated left to right, so the amount keeps its order inside Arabic text.
              amount: `\u2066${formatMoney(withdrawal.refund_amount, withdrawal.currency, language)}\u2069`,
              date: formatShopDate(new Date(withdrawal.refund_due_at), language),
            })}
      </p>
      <p>{t('withdrawal.received.email', { email: order.customer_email })}</p>
    </section>
  );
}

import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmailAddress, MAX_EMAIL_LENGTH } from '@bookshop/contracts/email-address';
import { WITHDRAWAL_LOOKUP_LIMITS } from '@bookshop/contracts/withdrawals';
import { EARLY_TAP_MARK, replayEarlyForm } from '../../shared/ssr/early-taps';
import { usePageMeta } from '../../shared/ui/page-meta';
import { useLookupWithdrawalMutation } from './withdrawal-api';
import styles from './withdrawal-lookup-page.module.css';

type Field = 'order_number' | 'email';

/**
 * /withdrawal, linked from the footer: a parent without the order page's link gives the order
 * number and the e-mail address; the shop emails the link when they match, and answers the same
 * whether or not they do.
 */
export function WithdrawalLookupPage() {
  const { t } = useTranslation();
  const id = useId();
  usePageMeta({ title: t('withdrawal.lookup.title'), description: t('withdrawal.lookup.intro') });
  const [form, setForm] = useState({ order_number: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [answer, setAnswer] = useState<'sent' | 'error' | 'tooMany' | null>(null);
  const [lookup, { isLoading }] = useLookupWithdrawalMutation();

  // What was typed, and a send made, before the server's page worked (else the browser would put
  // the e-mail address into the page's address).
  const attachForm = useCallback((element: HTMLFormElement | null) => {
    replayEarlyForm(element, (name, value) => {
      if (name === 'order_number' || name === 'email') setForm((current) => ({ ...current, [name]: value }));
    });
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!form.order_number.trim()) found.order_number = 'withdrawal.validation.orderNumber';
    if (!isEmailAddress(form.email.trim())) found.email = 'withdrawal.validation.email';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await lookup({ order_number: form.order_number.trim(), email: form.email.trim() }).unwrap();
      setAnswer('sent');
    } catch (error) {
      setAnswer((error as { status?: number }).status === 429 ? 'tooMany' : 'error');
    }
  };

  const field = (name: Field, label: string, type: string, maxLength: number) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        className={styles.input}
        value={form[name]}
        maxLength={maxLength}
        autoComplete={name === 'email' ? 'email' : 'off'}
        dir={name === 'email' ? 'ltr' : undefined}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => {
          setForm((current) => ({ ...current, [name]: event.target.value }));
          setErrors(({ [name]: _cleared, ...rest }) => rest);
        }}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className={styles.error}>
          {t(errors[name])}
        </p>
      )}
    </div>
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('withdrawal.lookup.title')}</h1>
      <p className={styles.lead}>{t('withdrawal.lookup.intro')}</p>
      <form ref={attachForm} {...EARLY_TAP_MARK} className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
        {field('order_number', t('withdrawal.lookup.orderNumber'), 'text', WITHDRAWAL_LOOKUP_LIMITS.orderNumber)}
        {field('email', t('withdrawal.lookup.email'), 'email', MAX_EMAIL_LENGTH)}
        <button type="submit" className={styles.submit} disabled={isLoading}>
          {t('withdrawal.lookup.submit')}
        </button>
        <p role="status" className={answer === 'sent' ? styles.sent : styles.error}>
          {answer && t(`withdrawal.lookup.${answer}`)}
        </p>
      </form>
    </div>
  );
}

import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmailAddress } from '@bookshop/contracts/email-address';
import { MAX_ORDER_NUMBER_LENGTH } from '@bookshop/contracts/privacy';
import { EARLY_TAP_MARK, replayEarlyForm } from '../../shared/ssr/early-taps';
import { useDownloadPrivacyCopyMutation, useRequestPrivacyCopyMutation, type PrivacyCopy } from './privacy-api';
import styles from './pages.module.css';

type Field = 'email' | 'order_number';

/**
 * On the privacy page: a parent asks for a copy of their data with their email address and an
 * order number; the shop mails a link that brings them back here to download it (once, within 24
 * hours). The answer is the same whether or not the address is known.
 */
export function PrivacyRequest() {
  const token = useDownloadToken();
  return (
    <div className={styles.privacyRequest} id="privacy-request">
      {token && <PrivacyDownload token={token} />}
      <PrivacyRequestForm />
    </div>
  );
}

/**
 * The emailed link's token (`?download=`), read once the page has hydrated: the server's page is
 * the same for everyone (and cached), so it never holds the token.
 */
function useDownloadToken(): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is only known in the browser
    setToken(new URLSearchParams(window.location.search).get('download'));
  }, []);
  return token;
}

function PrivacyDownload({ token }: { token: string }) {
  const { t, i18n } = useTranslation(['pages']);
  const [download, { isLoading, isError, isSuccess }] = useDownloadPrivacyCopyMutation();
  const save = async () => {
    try {
      saveAsFile(await download(token).unwrap(), i18n.language);
    } catch {
      // The message below says what happened.
    }
  };
  return (
    <section className={styles.privacyPanel} aria-labelledby="privacy-download-heading">
      <h3 id="privacy-download-heading">{t('privacy.download.heading')}</h3>
      <p>{t('privacy.download.text')}</p>
      <button type="button" className={styles.privacySubmit} onClick={save} disabled={isLoading || isSuccess}>
        {t('privacy.download.button')}
      </button>
      <div role="status" aria-live="polite">
        {isSuccess && <p className={styles.privacyDone}>{t('privacy.download.done')}</p>}
        {isError && <p className={styles.privacyError}>{t('privacy.download.invalid')}</p>}
      </div>
    </section>
  );
}

function PrivacyRequestForm() {
  const { t, i18n } = useTranslation(['pages']);
  const id = useId();
  const [values, setValues] = useState({ email: '', order_number: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [send, { isLoading, isSuccess, isError }] = useRequestPrivacyCopyMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!isEmailAddress(values.email.trim())) found.email = 'privacy.validation.email';
    if (!values.order_number.trim()) found.order_number = 'privacy.validation.orderNumber';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await send({ email: values.email.trim(), order_number: values.order_number.trim(), language: i18n.language }).unwrap();
    } catch (error) {
      const fields = (error as { data?: { fields?: Partial<Record<Field, string>> } }).data?.fields;
      if (fields) setErrors(fields);
    }
  };

  // What was typed, and a send made, while the server's page was still on its way to working.
  const attachForm = useCallback((element: HTMLFormElement | null) => {
    replayEarlyForm(element, (name, value) => {
      if (name === 'email' || name === 'order_number') setValues((current) => ({ ...current, [name]: value }));
    });
  }, []);

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    disabled: isLoading,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  return (
    <form
      ref={attachForm}
      {...EARLY_TAP_MARK}
      className={styles.privacyPanel}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`}>{t('privacy.request.heading')}</h3>
      <p>{t('privacy.request.text')}</p>
      <div className={styles.privacyFields}>
        <div className={styles.privacyField}>
          <label htmlFor={`${id}-email`} className={styles.privacyLabel}>
            {t('privacy.request.email')}
          </label>
          <input {...field('email')} className={styles.privacyInput} type="email" autoComplete="email" dir="ltr" maxLength={254} required />
          {errors.email && (
            <p id={`${id}-email-error`} className={styles.privacyError}>
              {t(errors.email)}
            </p>
          )}
        </div>
        <div className={styles.privacyField}>
          <label htmlFor={`${id}-order_number`} className={styles.privacyLabel}>
            {t('privacy.request.orderNumber')}
          </label>
          <input
            {...field('order_number')}
            className={styles.privacyInput}
            dir="ltr"
            autoComplete="off"
            placeholder="BK-10042"
            maxLength={MAX_ORDER_NUMBER_LENGTH}
            required
          />
          {errors.order_number && (
            <p id={`${id}-order_number-error`} className={styles.privacyError}>
              {t(errors.order_number)}
            </p>
          )}
        </div>
      </div>
      <button type="submit" className={styles.privacySubmit} disabled={isLoading}>
        {t('privacy.request.send')}
      </button>
      <div role="status" aria-live="polite">
        {isSuccess && <p className={styles.privacyDone}>{t('privacy.request.sent')}</p>}
        {isError && Object.keys(errors).length === 0 && <p className={styles.privacyError}>{t('privacy.request.failed')}</p>}
      </div>
    </form>
  );
}

/** The copy as a file, indented so a person can read it too. */
function saveAsFile(copy: PrivacyCopy, language: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(copy, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `my-data-${language}-${copy.generated_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked at once, the browser may not have started reading the file yet.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

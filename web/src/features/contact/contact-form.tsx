import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CONTACT_LINE_LENGTH, MAX_CONTACT_MESSAGE_LENGTH } from '@bookshop/contracts/contact';
import { useSendContactMutation } from '../../shared/api/api';
import type { ContactPayload } from '../../shared/api/types';
import { EARLY_TAP_MARK, replayEarlyForm } from '../../shared/ssr/early-taps';
import { toast } from '../../shared/ui/toast';
import { serverFieldErrors, validateContact, type ContactErrors, type ContactField } from './contact-form-rules';
import styles from './contact-page.module.css';

const EMPTY: ContactPayload = { full_name: '', email: '', subject: '', message: '' };
const FIELD_ORDER: ContactField[] = ['full_name', 'email', 'subject', 'message'];

/**
 * The contact form: every field required, checked on submit; an error sits under its field and
 * clears when the field is edited. The answer comes as a toast.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sendContact, { isLoading }] = useSendContactMutation();

  const showErrors = (found: ContactErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(form);
    if (Object.keys(found).length > 0) return showErrors(found);
    try {
      await sendContact(form).unwrap();
      toast.success(t('contact.success'));
      setForm(EMPTY);
      setErrors({});
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      if (fromServer) showErrors(fromServer);
      else toast.error(t('contact.error'));
    }
  };

  const edit = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as ContactField;
    setForm((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  // What was typed, and a send made, while the server's page was still on its way to working.
  const attachForm = useCallback((element: HTMLFormElement | null) => {
    formRef.current = element;
    replayEarlyForm(element, (field, value) => {
      if (FIELD_ORDER.includes(field as ContactField)) setForm((current) => ({ ...current, [field]: value }));
    });
  }, []);

  const fieldProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    value: form[field],
    onChange: edit,
    disabled: isLoading,
    required: true,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const fieldError = (field: ContactField) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {t(errors[field])}
      </p>
    );

  return (
    <form ref={attachForm} {...EARLY_TAP_MARK} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.cardHeading}>
        {t('contact.form.heading')}
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-full_name`} className={styles.label}>
          {t('contact.form.fullName')}
        </label>
        <input {...fieldProps('full_name')} className={styles.input} autoComplete="name" maxLength={MAX_CONTACT_LINE_LENGTH} />
        {fieldError('full_name')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`} className={styles.label}>
          {t('contact.form.email')}
        </label>
        <input {...fieldProps('email')} className={styles.input} type="email" autoComplete="email" dir="ltr" />
        {fieldError('email')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-subject`} className={styles.label}>
          {t('contact.form.subject')}
        </label>
        <input {...fieldProps('subject')} className={styles.input} maxLength={MAX_CONTACT_LINE_LENGTH} />
        {fieldError('subject')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`} className={styles.label}>
          {t('contact.form.message')}
        </label>
        <textarea
          {...fieldProps('message')}
          className={`${styles.input} ${styles.textarea}`}
          rows={6}
          maxLength={MAX_CONTACT_MESSAGE_LENGTH}
        />
        <p className={styles.counter}>{t('contact.form.counter', { count: form.message.length, max: MAX_CONTACT_MESSAGE_LENGTH })}</p>
        {fieldError('message')}
      </div>
      <button type="submit" className={styles.submit} disabled={isLoading}>
        {t(isLoading ? 'contact.form.sending' : 'contact.form.send')}
      </button>
    </form>
  );
}

import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitReviewMutation } from '../../shared/api/api';
import type { ApiError, ReviewPayload } from '../../shared/api/types';
import { Modal } from '../../shared/ui/modal';
import { REVIEW_LIMITS } from '@bookshop/contracts/reviews';
import { emptyReview, SUCCESS_CLOSE_MS, trimmedReview, validateReview, type ReviewErrors, type ReviewField } from './review-form';
import { StarRatingInput } from './stars';
import fieldStyles from '../../shared/ui/form-field.module.css';
import styles from './review-modal.module.css';

/** Open (editing) -> submitting -> success, or error with the form kept. */
type Status = 'editing' | 'submitting' | 'success' | 'error';

interface ReviewModalProps {
  /** The book the review is about; none on pages about the shop. */
  bookId?: string;
  /** Closing resets the form: the modal is unmounted, so the next opening starts empty. */
  onClose: () => void;
  /** Called when the thank-you closes, to refetch the list. */
  onSubmitted: () => void;
}

export function ReviewModal({ bookId, onClose, onSubmitted }: ReviewModalProps) {
  const { t } = useTranslation();
  const [review, setReview] = useState<ReviewPayload>(emptyReview);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [status, setStatus] = useState<Status>('editing');
  const [submitReview] = useSubmitReviewMutation();
  const ids = { name: useId(), email: useId(), rating: useId(), review_text: useId() };
  const submitting = status === 'submitting';
  // The form (and the focused button) disappears on success: keep focus inside the dialog.
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => {
      onSubmitted();
      onClose();
    }, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status, onSubmitted, onClose]);

  // Editing a field (or picking a rating) clears that field's error only.
  const change = <Field extends ReviewField>(field: Field, value: ReviewPayload[Field]) => {
    setReview((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateReview(review);
    setErrors(found);
    if (Object.keys(found).length) return;
    setStatus('submitting');
    try {
      await submitReview({ ...trimmedReview(review), book_id: bookId }).unwrap();
      setStatus('success');
    } catch (error) {
      console.error('Submitting the review failed', error);
      // The server names the fields it refused with the same translation keys.
      const fields = (error as { data?: ApiError }).data?.fields;
      if (fields) setErrors(fields as ReviewErrors);
      setStatus('error');
    }
  };

  const errorId = (field: ReviewField) => (errors[field] ? `${ids[field]}-error` : undefined);
  const fieldError = (field: ReviewField) =>
    errors[field] && (
      <p id={`${ids[field]}-error`} className={styles.fieldError}>
        {t(errors[field])}
      </p>
    );
  const describedBy = (field: ReviewField) => [errorId(field), `${ids[field]}-count`].filter(Boolean).join(' ');
  const nameLength = review.name.trim().length;
  const textLength = review.review_text.trim().length;

  return (
    <Modal title={t('reviews.form.title')} closeLabel={t('common.close')} onClose={onClose} closeBlocked={submitting}>
      {status === 'success' ? (
        <div role="status" className={styles.success} tabIndex={-1} ref={focusOnMount}>
          <p className={styles.successTitle}>{t('reviews.success.title')}</p>
          <p>{t('reviews.success.message')}</p>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {/* A disabled fieldset disables every control inside it while the review is sent. */}
          <fieldset className={styles.fields} disabled={submitting}>
            <div className={fieldStyles.field}>
              <label htmlFor={ids.name} className={fieldStyles.label}>
                {t('reviews.form.name')}
              </label>
              <input
                id={ids.name}
                className={fieldStyles.input}
                data-autofocus
                autoComplete="name"
                value={review.name}
                onChange={(event) => change('name', event.target.value)}
                aria-invalid={Boolean(errors.name)}
                aria-describedby={describedBy('name')}
              />
              <span id={`${ids.name}-count`} className={nameLength > REVIEW_LIMITS.name ? styles.overLimit : styles.counter}>
                {nameLength}/{REVIEW_LIMITS.name}
              </span>
              {fieldError('name')}
            </div>

            <div className={fieldStyles.field}>
              <label htmlFor={ids.email} className={fieldStyles.label}>
                {t('reviews.form.email')}
              </label>
              <input
                id={ids.email}
                className={fieldStyles.input}
                type="email"
                autoComplete="email"
                dir="ltr"
                value={review.email}
                onChange={(event) => change('email', event.target.value)}
                aria-invalid={Boolean(errors.email)}
                aria-describedby={[errorId('email'), `${ids.email}-hint`].filter(Boolean).join(' ')}
              />
              <span id={`${ids.email}-hint`} className={styles.counter}>
                {t('reviews.form.emailHint')}
              </span>
              {fieldError('email')}
            </div>

            <div className={fieldStyles.field}>
              <StarRatingInput value={review.rating} onChange={(rating) => change('rating', rating)} errorId={errorId('rating')} />
              {fieldError('rating')}
            </div>

            <div className={fieldStyles.field}>
              <label htmlFor={ids.review_text} className={fieldStyles.label}>
                {t('reviews.form.review')}
              </label>
              <textarea
                id={ids.review_text}
                className={`${fieldStyles.input} ${fieldStyles.textarea}`}
                rows={5}
                value={review.review_text}
                onChange={(event) => change('review_text', event.target.value)}
                aria-invalid={Boolean(errors.review_text)}
                aria-describedby={describedBy('review_text')}
              />
              <span id={`${ids.review_text}-count`} className={textLength > REVIEW_LIMITS.text ? styles.overLimit : styles.counter}>
                {textLength}/{REVIEW_LIMITS.text}
              </span>
              {fieldError('review_text')}
            </div>

            {status === 'error' && (
              <p role="alert" className={styles.error}>
                {t(errors.book_id ?? 'reviews.error')}
              </p>
            )}

            <div className={styles.actions}>
              <button type="button" className={styles.secondary} onClick={onClose}>
                {t('reviews.form.cancel')}
              </button>
              <button type="submit" className={styles.primary}>
                {submitting ? t('reviews.form.submitting') : t('reviews.form.submit')}
              </button>
            </div>
          </fieldset>
        </form>
      )}
    </Modal>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS } from '@bookshop/contracts/reviews';
import styles from './stars.module.css';

const STAR_NUMBERS = Array.from({ length: REVIEW_LIMITS.rating }, (_, index) => index + 1);

// A drawn star rather than the ★ character: it looks the same in every font and has no text
// for contrast checks to misjudge.
function Star({ filled }: { filled: boolean }) {
  return (
    <svg className={filled ? styles.filled : styles.empty} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z" />
    </svg>
  );
}

/** A review's rating, read as "Rated 4 out of 5". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span className={styles.stars} role="img" aria-label={t('reviews.rated', { rating })}>
      {STAR_NUMBERS.map((number) => (
        <Star key={number} filled={number <= rating} />
      ))}
    </span>
  );
}

interface StarRatingInputProps {
  value: number;
  onChange: (rating: number) => void;
  /** The id of the element describing an error, when there is one. */
  errorId?: string;
}

/**
 * Picking 1 to 5 stars. Native radio buttons under the drawn stars, so the keyboard (arrow keys)
 * and screen readers work as with any radio group; hovering previews a rating before the click.
 */
export function StarRatingInput({ value, onChange, errorId }: StarRatingInputProps) {
  const { t } = useTranslation();
  const name = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset className={styles.input} aria-describedby={errorId} onMouseLeave={() => setHovered(0)}>
      <legend className={styles.legend}>{t('reviews.form.rating')}</legend>
      {STAR_NUMBERS.map((number) => (
        <label key={number} className={styles.choice} onMouseEnter={() => setHovered(number)}>
          <input
            className={styles.radio}
            type="radio"
            name={name}
            value={number}
            checked={value === number}
            onChange={() => onChange(number)}
          />
          <Star filled={number <= shown} />
          <span className={styles.visuallyHidden}>{t('reviews.form.starLabel', { rating: number })}</span>
        </label>
      ))}
    </fieldset>
  );
}

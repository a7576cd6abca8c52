import { StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './reviews.module.css';

const STARS = [1, 2, 3, 4, 5];

/** The rating as five stars, read out as one phrase ("4 of 5 stars"). */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const label = t('admin.reviews.ratingLabel', { rating });
  return (
    <span role="img" aria-label={label} title={label} className={styles.stars}>
      {STARS.map((star) => (
        <StarFilled key={star} className={star <= rating ? styles.starOn : styles.starOff} />
      ))}
    </span>
  );
}

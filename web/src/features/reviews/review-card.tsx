import type { Review } from '../../shared/api/types';
import { Stars } from './stars';
import styles from './review-card.module.css';

/** One public review: only its name, rating and text are shown, never the email. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className={styles.card}>
      <Stars rating={review.rating} />
      <blockquote className={styles.text} dir="auto">
        {review.review_text}
      </blockquote>
      <figcaption className={styles.name} dir="auto">
        {review.name}
      </figcaption>
    </figure>
  );
}

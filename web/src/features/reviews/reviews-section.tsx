import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetReviewsQuery } from '../../shared/api/api';
import { ReviewCard } from './review-card';
import { REVIEWS_SHOWN } from './review-form';
import { ReviewModal } from './review-modal';
import { ReviewsLoadError } from './reviews-load-error';
import styles from './reviews-section.module.css';

/** The book page's reviews: the book's approved reviews and a way to write one about it. */
export function ReviewsSection({ bookId }: { bookId: string }) {
  const { t } = useTranslation();
  const { data: reviews, isLoading, isError, refetch } = useGetReviewsQuery(bookId);
  const [writing, setWriting] = useState(false);
  // Stable, so that the modal's 3-second timer is not restarted by a re-render.
  const close = useCallback(() => setWriting(false), []);
  const refresh = useCallback(() => void refetch(), [refetch]);

  const writeButton = (
    <button type="button" className={styles.write} onClick={() => setWriting(true)}>
      {t('reviews.write')}
    </button>
  );

  let content;
  if (isLoading) {
    content = <p role="status">{t('common.loading')}</p>;
  } else if (isError) {
    content = <ReviewsLoadError onRetry={refresh} />;
  } else if (!reviews?.length) {
    content = (
      <div className={styles.empty}>
        <p>{t('reviews.noReviews')}</p>
        {writeButton}
      </div>
    );
  } else {
    content = (
      <ul className={styles.list}>
        {reviews.slice(0, REVIEWS_SHOWN).map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="reviews-heading">
      <div className={styles.header}>
        <h2 id="reviews-heading" className={styles.heading}>
          {t('reviews.heading')}
        </h2>
        {Boolean(reviews?.length) && writeButton}
      </div>
      {content}
      {writing && <ReviewModal bookId={bookId} onClose={close} onSubmitted={refresh} />}
    </section>
  );
}

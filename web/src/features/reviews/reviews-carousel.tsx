import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetReviewsQuery } from '../../shared/api/api';
import { ReviewCard } from './review-card';
import { REVIEWS_SHOWN } from './review-form';
import { ReviewModal } from './review-modal';
import { ReviewsLoadError } from './reviews-load-error';
import styles from './reviews-carousel.module.css';

/**
 * The home page's customer reviews: the first 6 approved reviews in a row
 * that scrolls sideways (swipe on a phone, arrows elsewhere), snapping to a card.
 */
export function ReviewsCarousel() {
  const { t } = useTranslation();
  const { data: reviews, isLoading, isError, refetch } = useGetReviewsQuery();
  const track = useRef<HTMLUListElement>(null);
  const [writing, setWriting] = useState(false);
  // Stable, so that the modal's timer is not restarted by a re-render.
  const close = useCallback(() => setWriting(false), []);
  const refresh = useCallback(() => void refetch(), [refetch]);
  const shownCount = Math.min(reviews?.length ?? 0, REVIEWS_SHOWN);
  // Arrows only when the cards do not all fit (a wide screen shows three at once).
  const [overflowing, setOverflowing] = useState(true);
  useEffect(() => {
    const element = track.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflowing(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, [shownCount]);

  // "Next" goes towards the end of the reading direction: leftwards in Arabic.
  const scroll = (towardsEnd: boolean) => {
    const element = track.current;
    if (!element) return;
    const rightToLeft = getComputedStyle(element).direction === 'rtl';
    const step = element.clientWidth * (towardsEnd ? 1 : -1) * (rightToLeft ? -1 : 1);
    element.scrollBy?.({ left: step, behavior: 'smooth' });
  };

  let content;
  if (isLoading) {
    content = <p role="status">{t('common.loading')}</p>;
  } else if (isError) {
    content = <ReviewsLoadError onRetry={() => void refetch()} centered />;
  } else if (!reviews?.length) {
    // No reviews yet: invite the first one.
    content = (
      <div className={styles.empty}>
        <p>{t('reviews.noReviews')}</p>
        <button type="button" className={styles.write} onClick={() => setWriting(true)}>
          {t('reviews.write')}
        </button>
      </div>
    );
  } else {
    const shown = reviews.slice(0, REVIEWS_SHOWN);
    content = (
      <div className={styles.carousel}>
        {/* tabIndex: a scrollable region must be reachable by keyboard to be scrolled with arrows */}
        <ul ref={track} className={styles.track} tabIndex={0} aria-label={t('reviews.carouselHeading')}>
          {shown.map((review) => (
            <li key={review.id} className={styles.slide}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
        {overflowing && (
          <div className={styles.arrows}>
            <button type="button" className={styles.arrow} onClick={() => scroll(false)} aria-label={t('reviews.previous')}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={styles.arrow} onClick={() => scroll(true)} aria-label={t('reviews.next')}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="reviews-carousel-heading">
      <h2 id="reviews-carousel-heading" className={styles.heading}>
        {t('reviews.carouselHeading')}
      </h2>
      {content}
      {writing && <ReviewModal onClose={close} onSubmitted={refresh} />}
    </section>
  );
}

import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAdminDateTime } from '../shared/admin-date';
import { ReviewActions } from './review-actions';
import { CARD_TEXT_LENGTH, reviewBookTitle, truncateText } from './review-list';
import { ReviewStars } from './review-stars';
import { ReviewStatusTag } from './review-status-tag';
import type { AdminReview } from './reviews-api';
import styles from './reviews.module.css';

/** The narrow-screen list: one card per review, with a longer text preview than the table. */
export function ReviewCards({ reviews }: { reviews: AdminReview[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className={styles.cards} aria-label={t('admin.reviews.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {reviews.map((review) => (
        <li key={review.id}>
          <Card size="small" title={<span dir="auto">{review.name}</span>} extra={<ReviewStatusTag status={review.status} />}>
            <Flex vertical gap="small">
              <ReviewStars rating={review.rating} />
              <span>
                {t('admin.reviews.book')}: <span dir="auto">{reviewBookTitle(review, i18n.language)}</span>
              </span>
              <p className={styles.text} style={{ margin: 0 }} dir="auto">
                {truncateText(review.review_text, CARD_TEXT_LENGTH)}
              </p>
              <span className={styles.cardMeta}>
                <span dir="ltr">{review.email}</span> · {formatAdminDateTime(review.created_at, i18n.language)}
              </span>
              <ReviewActions review={review} />
            </Flex>
          </Card>
        </li>
      ))}
    </ul>
  );
}

import type { ReviewSortKey } from '@bookshop/contracts/admin-lists';
import { useTranslation } from 'react-i18next';
import { formatAdminDateTime } from '../shared/admin-date';
import { AdminTable, type AdminColumn, type AdminTableFailure } from '../shared/admin-table';
import { ReviewActions } from './review-actions';
import { ReviewCards } from './review-cards';
import { reviewBookTitle, TABLE_TEXT_LENGTH, truncateText, type ReviewListState, type ReviewSort } from './review-list';
import { ReviewStars } from './review-stars';
import { ReviewStatusTag } from './review-status-tag';
import type { AdminReview } from './reviews-api';
import styles from './reviews.module.css';

interface Props {
  /** One page of reviews, searched, sorted and paged by the server. */
  reviews: AdminReview[];
  total: number;
  state: ReviewListState;
  onChange: (change: { page: number } | { sort: ReviewSort }) => void;
  loading: boolean;
  firstLoad: boolean;
  failed: AdminTableFailure;
}

/** One page of reviews: a table on wide screens, cards with a longer text preview on small ones. */
export function ReviewsTable({ reviews, total, state, onChange, loading, firstLoad, failed }: Props) {
  const { t, i18n } = useTranslation();

  const columns: AdminColumn<AdminReview, ReviewSortKey>[] = [
    { title: t('admin.reviews.name'), dataIndex: 'name', sortColumn: 'name', render: (name: string) => <span dir="auto">{name}</span> },
    {
      title: t('admin.reviews.email'),
      dataIndex: 'email',
      sortColumn: 'email',
      render: (email: string) => <span dir="ltr">{email}</span>,
    },
    {
      title: t('admin.reviews.rating'),
      dataIndex: 'rating',
      sortColumn: 'rating',
      render: (rating: number) => <ReviewStars rating={rating} />,
    },
    {
      title: t('admin.reviews.text'),
      dataIndex: 'review_text',
      width: '34%',
      render: (text: string) => (
        <span className={styles.text} title={text} dir="auto">
          {truncateText(text, TABLE_TEXT_LENGTH)}
        </span>
      ),
    },
    {
      title: t('admin.reviews.book'),
      key: 'book',
      render: (_, review) => <span dir="auto">{reviewBookTitle(review, i18n.language)}</span>,
    },
    {
      title: t('admin.reviews.statusLabel'),
      dataIndex: 'status',
      sortColumn: 'status',
      render: (status: AdminReview['status']) => <ReviewStatusTag status={status} />,
    },
    {
      title: t('admin.reviews.date'),
      dataIndex: 'created_at',
      sortColumn: 'created_at',
      render: (date: string) => formatAdminDateTime(date, i18n.language),
    },
    { title: t('admin.reviews.actions'), key: 'actions', render: (_, review) => <ReviewActions review={review} /> },
  ];

  return (
    <AdminTable<AdminReview, ReviewSortKey>
      columns={columns}
      rows={reviews}
      total={total}
      page={state.page}
      pageSize={state.pageSize}
      onPageChange={(page) => onChange({ page })}
      sort={state.sort}
      onSortChange={(sort) => onChange({ sort })}
      loading={loading}
      firstLoad={firstLoad}
      emptyText={t('admin.reviews.empty')}
      failed={failed}
      cards={(rows) => <ReviewCards reviews={rows} />}
      table={{ rowKey: 'id', scroll: { x: 960 } }}
    />
  );
}

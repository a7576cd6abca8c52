import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAdminDateTime } from '../shared/admin-date';
import { sortableColumn, tableSortHandler } from '../shared/sortable-column';
import { ReviewActions } from './review-actions';
import { REVIEW_SORT_FIELDS, reviewBookTitle, TABLE_TEXT_LENGTH, truncateText, type ReviewSort, type ReviewSortField } from './review-list';
import { ReviewStars } from './review-stars';
import { ReviewStatusTag } from './review-status-tag';
import type { AdminReview } from './reviews-api';
import styles from './reviews.module.css';

interface Props {
  /** One page of reviews, searched, sorted and paged by the server. */
  reviews: AdminReview[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  sort: ReviewSort;
  onSort: (sort: ReviewSort) => void;
}

/**
 * The wide-screen list. Rows arrive searched, sorted and paged by the server (the cards share that order), so
 * the columns only show and change the sort: `sorter: true` leaves the ordering to the page.
 */
export function ReviewsTable({ reviews, total, page, pageSize, onPageChange, loading, sort, onSort }: Props) {
  const { t, i18n } = useTranslation();
  const sortable = (field: ReviewSortField) => sortableColumn(field, sort.field, sort.direction);

  const columns: TableProps<AdminReview>['columns'] = [
    { title: t('admin.reviews.name'), dataIndex: 'name', ...sortable('name'), render: (name: string) => <span dir="auto">{name}</span> },
    {
      title: t('admin.reviews.email'),
      dataIndex: 'email',
      ...sortable('email'),
      render: (email: string) => <span dir="ltr">{email}</span>,
    },
    {
      title: t('admin.reviews.rating'),
      dataIndex: 'rating',
      ...sortable('rating'),
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
      ...sortable('status'),
      render: (status: AdminReview['status']) => <ReviewStatusTag status={status} />,
    },
    {
      title: t('admin.reviews.date'),
      dataIndex: 'created_at',
      ...sortable('created_at'),
      render: (date: string) => formatAdminDateTime(date, i18n.language),
    },
    { title: t('admin.reviews.actions'), key: 'actions', render: (_, review) => <ReviewActions review={review} /> },
  ];

  return (
    <Table<AdminReview>
      rowKey="id"
      columns={columns}
      dataSource={reviews}
      loading={loading}
      onChange={tableSortHandler<AdminReview, ReviewSortField>(
        REVIEW_SORT_FIELDS,
        (field, direction) => onSort({ field, direction }),
        onPageChange,
      )}
      pagination={{ current: page, pageSize, total, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 960 }}
      locale={{ emptyText: t('admin.reviews.empty') }}
    />
  );
}

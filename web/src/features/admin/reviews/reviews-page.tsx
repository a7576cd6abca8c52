import { useMemo, useState } from 'react';
import { Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../shared/admin-page';
import { LoadFailed } from '../shared/load-failed';
import { useWideScreen } from '../shared/use-wide-screen';
import { DEFAULT_REVIEW_SORT, searchAndSort, type ReviewSort, type ReviewSortField } from './review-list';
import { ReviewCards } from './review-cards';
import { REVIEW_STATUSES, useGetAdminReviewsQuery, type ReviewStatusFilter } from './reviews-api';
import { ReviewsTable } from './reviews-table';
import styles from './reviews.module.css';

const CARD_SORTS: ReviewSort[] = [
  { field: 'created_at', direction: 'descend' },
  { field: 'created_at', direction: 'ascend' },
  { field: 'rating', direction: 'descend' },
  { field: 'rating', direction: 'ascend' },
  { field: 'name', direction: 'ascend' },
  { field: 'name', direction: 'descend' },
];
const sortKey = (sort: ReviewSort) => `${sort.field}:${sort.direction}`;

/** /admin/reviews: visitors' reviews to approve or deny. */
export function ReviewsPage() {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const [status, setStatus] = useState<ReviewStatusFilter>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const { data, isFetching, isError, refetch } = useGetAdminReviewsQuery(status);
  const reviews = useMemo(() => searchAndSort(data ?? [], search, sort), [data, search, sort]);

  return (
    <AdminPage title={t('admin.reviews.title')}>
      <Flex className={styles.toolbar} gap="small" wrap>
        <Select<ReviewStatusFilter>
          aria-label={t('admin.reviews.statusFilter')}
          value={status}
          onChange={setStatus}
          style={{ minWidth: 160 }}
          options={[
            { value: 'all', label: t('admin.reviews.allStatuses') },
            ...REVIEW_STATUSES.map((value) => ({ value, label: t(`admin.reviews.status.${value}`) })),
          ]}
        />
        <Input.Search
          className={styles.search}
          allowClear
          aria-label={t('admin.reviews.search')}
          placeholder={t('admin.reviews.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {!wide && (
          <Select<string>
            aria-label={t('admin.reviews.sortBy')}
            value={sortKey(sort)}
            onChange={(key) => setSort(CARD_SORTS.find((option) => sortKey(option) === key) ?? DEFAULT_REVIEW_SORT)}
            style={{ minWidth: 180 }}
            options={CARD_SORTS.map((option) => ({
              value: sortKey(option),
              label: t(
                `admin.reviews.sort.${option.field as Extract<ReviewSortField, 'created_at' | 'rating' | 'name'>}.${option.direction}`,
              ),
            }))}
          />
        )}
      </Flex>
      {isError && !data ? (
        <LoadFailed message={t('admin.reviews.loadFailed')} onRetry={() => void refetch()} />
      ) : wide ? (
        <ReviewsTable reviews={reviews} loading={isFetching} sort={sort} onSort={setSort} />
      ) : (
        <ReviewCards reviews={reviews} loading={isFetching && !data} />
      )}
    </AdminPage>
  );
}

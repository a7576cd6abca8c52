import { useEffect, useState } from 'react';
import { Flex, Input, Pagination, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, LIST_LIMITS } from '@bookshop/contracts/admin-lists';
import { AdminPage } from '../shared/admin-page';
import { LoadFailed } from '../shared/load-failed';
import { useWideScreen } from '../shared/use-wide-screen';
import { DEFAULT_REVIEW_SORT, type ReviewSort, type ReviewSortField } from './review-list';
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
/** The search asks the server once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

/** /admin/reviews: visitors' reviews to approve or deny. */
export function ReviewsPage() {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const [status, setStatus] = useState<ReviewStatusFilter>('all');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const [page, setPage] = useState(1);
  const { data, isFetching, isError, refetch } = useGetAdminReviewsQuery({ status, search, sort, page });
  const reviews = data?.items ?? [];
  const total = data?.total ?? 0;

  // A new filter, search or sort starts again at page 1.
  const changeStatus = (next: ReviewStatusFilter) => {
    setStatus(next);
    setPage(1);
  };
  const changeSort = (next: ReviewSort) => {
    setSort(next);
    setPage(1);
  };
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() === search) return;
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  return (
    <AdminPage title={t('admin.reviews.title')}>
      <Flex className={styles.toolbar} gap="small" wrap>
        <Select<ReviewStatusFilter>
          aria-label={t('admin.reviews.statusFilter')}
          value={status}
          onChange={changeStatus}
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
          maxLength={LIST_LIMITS.search}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {!wide && (
          <Select<string>
            aria-label={t('admin.reviews.sortBy')}
            value={sortKey(sort)}
            onChange={(key) => changeSort(CARD_SORTS.find((option) => sortKey(option) === key) ?? DEFAULT_REVIEW_SORT)}
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
        <ReviewsTable
          reviews={reviews}
          total={total}
          page={page}
          pageSize={DEFAULT_PAGE_SIZE}
          onPageChange={setPage}
          loading={isFetching}
          sort={sort}
          onSort={changeSort}
        />
      ) : (
        <>
          <ReviewCards reviews={reviews} loading={isFetching && !data} />
          <Pagination
            className={styles.pager}
            current={page}
            pageSize={DEFAULT_PAGE_SIZE}
            total={total}
            hideOnSinglePage
            showSizeChanger={false}
            simple
            onChange={setPage}
          />
        </>
      )}
    </AdminPage>
  );
}

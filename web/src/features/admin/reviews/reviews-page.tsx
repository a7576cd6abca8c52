import { Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIST_LIMITS, type ReviewSortKey } from '@bookshop/contracts/admin-lists';
import { AdminPage } from '../shared/admin-page';
import { useListState } from '../shared/list-state';
import { useWideScreen } from '../shared/use-wide-screen';
import { REVIEW_LIST, REVIEW_STATUSES, type ReviewSort, type ReviewStatusFilter } from './review-list';
import { useGetAdminReviewsQuery } from './reviews-api';
import { ReviewsTable } from './reviews-table';
import styles from './reviews.module.css';

/** The sorts the small screens' cards offer (the table sorts by its column headers). */
const CARD_SORTS: ReviewSort[] = [
  { column: 'created_at', direction: 'desc' },
  { column: 'created_at', direction: 'asc' },
  { column: 'rating', direction: 'desc' },
  { column: 'rating', direction: 'asc' },
  { column: 'name', direction: 'asc' },
  { column: 'name', direction: 'desc' },
];
const sortKey = (sort: ReviewSort) => `${sort.column}:${sort.direction}`;
type CardSortColumn = Extract<ReviewSortKey, 'created_at' | 'rating' | 'name'>;

/** /admin/reviews: visitors' reviews to approve or deny. Status, search, sort and page live in the address. */
export function ReviewsPage() {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const { state, show, searchBox } = useListState(REVIEW_LIST);
  const { data, isLoading, isFetching, isError, refetch } = useGetAdminReviewsQuery(state);

  return (
    <AdminPage title={t('admin.reviews.title')}>
      <Flex className={styles.toolbar} gap="small" wrap>
        <Select<ReviewStatusFilter>
          aria-label={t('admin.reviews.statusFilter')}
          value={state.filters.status}
          onChange={(status) => show({ filters: { status } })}
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
          {...searchBox}
        />
        {!wide && (
          <Select<string>
            aria-label={t('admin.reviews.sortBy')}
            value={sortKey(state.sort)}
            onChange={(key) => show({ sort: CARD_SORTS.find((option) => sortKey(option) === key) ?? REVIEW_LIST.defaultSort })}
            style={{ minWidth: 180 }}
            options={CARD_SORTS.map((option) => ({
              value: sortKey(option),
              label: t(`admin.reviews.sort.${option.column as CardSortColumn}.${option.direction === 'asc' ? 'ascend' : 'descend'}`),
            }))}
          />
        )}
      </Flex>
      <ReviewsTable
        reviews={data?.items ?? []}
        total={data?.total ?? 0}
        state={state}
        onChange={show}
        loading={isFetching}
        firstLoad={isLoading}
        failed={isError && !data && { message: t('admin.reviews.loadFailed'), onRetry: () => void refetch() }}
      />
    </AdminPage>
  );
}

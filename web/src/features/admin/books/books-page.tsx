import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Flex, Input, Pagination, Result, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LIST_LIMITS } from '@bookshop/contracts/admin-lists';
import type { BookCard as Book } from '../../../shared/api/types';
import { AdminPage } from '../shared/admin-page';
import { useListState } from '../shared/list-state';
import { useNotify } from '../shared/use-notify';
import { useDeleteBookMutation, useGetAdminBooksQuery } from './admin-books.api';
import { BOOK_LIST, bookQuerySort, type BookListSort } from './book-list';
import { BookCard } from './book-card';
import styles from './books.module.css';

/** The sorts offered, in the order the select lists them. */
const SORTS: BookListSort[] = [
  { column: 'date', direction: 'desc' },
  { column: 'date', direction: 'asc' },
  { column: 'name', direction: 'asc' },
  { column: 'name', direction: 'desc' },
  { column: 'price', direction: 'asc' },
  { column: 'price', direction: 'desc' },
];

/**
 * /admin/books: the books as cards, a page at a time, searched (the storefront's search) and sorted
 * by the server, with add, edit and a confirmed delete.
 */
export function BooksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { modal } = App.useApp();
  const { state, show, searchBox } = useListState(BOOK_LIST);
  const { data, isLoading, isError, refetch } = useGetAdminBooksQuery(state);
  const books = data?.items;
  const [deleteBook, { isLoading: deleting, originalArgs: deletingId }] = useDeleteBookMutation();

  const confirmDelete = (book: Book) =>
    modal.confirm({
      title: t('admin.books.confirmDeleteTitle'),
      content: t('admin.books.confirmDelete', { title: book.title_en }),
      okText: t('admin.books.delete'),
      okButtonProps: { danger: true },
      cancelText: t('admin.books.cancel'),
      onOk: async () => {
        const result = await deleteBook(book.id);
        if (result.error) notify.error(result.error, 'admin.books.deleteFailed');
        else notify.success(t('admin.books.deleted'));
      },
    });

  return (
    <AdminPage
      title={t('admin.books.title')}
      backLabel={t('admin.books.back')}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/books/add')}>
          {t('admin.books.add')}
        </Button>
      }
    >
      <Flex className={styles.toolbar} gap="small" wrap>
        <Input.Search
          className={styles.search}
          allowClear
          aria-label={t('admin.books.search')}
          placeholder={t('admin.books.searchPlaceholder')}
          maxLength={LIST_LIMITS.search}
          {...searchBox}
        />
        <Select<string>
          aria-label={t('admin.books.sortBy')}
          value={bookQuerySort(state.sort)}
          onChange={(value) => show({ sort: SORTS.find((sort) => bookQuerySort(sort) === value) ?? BOOK_LIST.defaultSort })}
          style={{ minWidth: 200 }}
          options={SORTS.map((sort) => ({ value: bookQuerySort(sort), label: t(`admin.books.sort.${bookQuerySort(sort)}`) }))}
        />
      </Flex>
      {isLoading ? (
        <div className={styles.centered} role="status">
          <Spin size="large" />
          {t('common.loading')}
        </div>
      ) : isError ? (
        <Result status="error" title={t('admin.books.loadFailed')} extra={<Button onClick={() => refetch()}>{t('common.retry')}</Button>} />
      ) : !books?.length ? (
        <Empty description={state.search ? t('admin.books.noMatch') : t('admin.books.empty')} />
      ) : (
        <>
          <ul className={styles.grid}>
            {books.map((book) => (
              <li key={book.id}>
                <BookCard book={book} onDelete={confirmDelete} deleting={deleting && deletingId === book.id} />
              </li>
            ))}
          </ul>
          <Pagination
            className={styles.pager}
            current={state.page}
            pageSize={state.pageSize}
            total={data?.total ?? 0}
            hideOnSinglePage
            showSizeChanger={false}
            onChange={(page) => show({ page })}
          />
        </>
      )}
    </AdminPage>
  );
}

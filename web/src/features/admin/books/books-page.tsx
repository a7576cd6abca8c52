import { PlusOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { App, Button, Empty, Flex, Input, Pagination, Result, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BookCard as Book, BookQuery } from '../../../shared/api/types';
import { AdminPage } from '../shared/admin-page';
import { useNotify } from '../shared/use-notify';
import { ADMIN_BOOKS_PAGE_SIZE, useDeleteBookMutation, useGetAdminBooksQuery } from './admin-books.api';
import { BookCard } from './book-card';
import styles from './books.module.css';

type BookSort = NonNullable<BookQuery['sort']>;
const SORTS: BookSort[] = ['date_desc', 'date_asc', 'name_asc', 'name_desc', 'price_asc', 'price_desc'];
/** The search asks the server once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin/books: the books as cards, a page at a time, searched (the storefront's search) and sorted
 * by the server, with add, edit and a confirmed delete.
 */
export function BooksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { modal } = App.useApp();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<BookSort>('date_desc');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useGetAdminBooksQuery({ q: search, sort, page });
  const books = data?.items;
  // A new search or sort starts again at page 1.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() === search) return;
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);
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
          maxLength={100}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Select<BookSort>
          aria-label={t('admin.books.sortBy')}
          value={sort}
          onChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          style={{ minWidth: 200 }}
          options={SORTS.map((value) => ({ value, label: t(`admin.books.sort.${value}`) }))}
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
        <Empty description={search ? t('admin.books.noMatch') : t('admin.books.empty')} />
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
            current={page}
            pageSize={ADMIN_BOOKS_PAGE_SIZE}
            total={data?.total ?? 0}
            hideOnSinglePage
            showSizeChanger={false}
            onChange={setPage}
          />
        </>
      )}
    </AdminPage>
  );
}

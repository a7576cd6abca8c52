import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Book } from '../../../shared/api/types';
import { AdminPage } from '../shared/admin-page';
import { useNotify } from '../shared/use-notify';
import { useDeleteBookMutation, useGetAdminBooksQuery } from './admin-books.api';
import { BookCard } from './book-card';
import styles from './books.module.css';

/** /admin/books: every book as a card, with add, edit and a confirmed delete. */
export function BooksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { modal } = App.useApp();
  const { data: books, isLoading, isError, refetch } = useGetAdminBooksQuery();
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
      {isLoading ? (
        <div className={styles.centered} role="status">
          <Spin size="large" />
          {t('common.loading')}
        </div>
      ) : isError ? (
        <Result status="error" title={t('admin.books.loadFailed')} extra={<Button onClick={() => refetch()}>{t('common.retry')}</Button>} />
      ) : !books?.length ? (
        <Empty description={t('admin.books.empty')} />
      ) : (
        <ul className={styles.grid}>
          {books.map((book) => (
            <li key={book.id}>
              <BookCard book={book} onDelete={confirmDelete} deleting={deleting && deletingId === book.id} />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

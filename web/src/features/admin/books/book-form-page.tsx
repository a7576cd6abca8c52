import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NotFound } from '../../../shared/ui/not-found';
import { AdminPage } from '../shared/admin-page';
import { useGetBookForEditQuery } from './admin-books.api';
import { BookForm } from './book-form';
import styles from './books.module.css';

/** /admin/books/add and /admin/books/{id}/edit. */
export function BookFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const { data: book, isFetching, error, refetch } = useGetBookForEditQuery(id);
  // Opened from another window (a link with target), the form closes itself instead of navigating.
  const leave = () => (window.opener ? window.close() : navigate('/admin/books'));
  const backLabel = t('admin.books.back');

  let content;
  if (id && isFetching) {
    content = (
      <div className={styles.centered} role="status">
        <Spin size="large" />
        {t('common.loading')}
      </div>
    );
  } else if (id && error && 'status' in error && error.status === 404) {
    content = (
      <NotFound
        heading="h2"
        title={t('admin.books.notFound')}
        message={t('admin.books.notFoundMessage')}
        linkTo="/admin/books"
        linkText={t('admin.books.backToList')}
      />
    );
  } else if (id && (error || !book)) {
    content = (
      <Result
        status="error"
        title={t('admin.books.loadBookFailed')}
        extra={<Button onClick={() => refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else {
    content = <BookForm key={book?.id ?? 'new'} book={book} onLeave={leave} />;
  }

  return (
    <AdminPage title={t(id ? 'admin.books.editTitle' : 'admin.books.addTitle')} backTo="/admin/books" backLabel={backLabel} onBack={leave}>
      {content}
    </AdminPage>
  );
}

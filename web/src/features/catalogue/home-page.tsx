import { useTranslation } from 'react-i18next';
import { useGetBooksQuery } from '../../shared/api/api';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { BookCard } from './book-card';
import styles from './home-page.module.css';

export function HomePage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const { data: books, isLoading, isError, refetch } = useGetBooksQuery();

  let content;
  if (isLoading) {
    content = <p role="status">{t('common.loading')}</p>;
  } else if (isError) {
    content = (
      <div role="alert" className={styles.error}>
        <p>{t('home.loadError')}</p>
        <button type="button" className={styles.retry} onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (!books?.length) {
    content = <p>{t('home.noBooks')}</p>;
  } else {
    content = (
      <ul className={styles.grid}>
        {books.map((book) => (
          <li key={book.id}>
            <BookCard book={book} language={language} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="home-books-heading">
      <h1 id="home-books-heading" className={styles.heading}>
        {t('home.booksHeading')}
      </h1>
      {content}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { Language } from '@bookshop/contracts/languages';
import { useGetBooksQuery, useShopCurrency } from '../../shared/api/api';
import type { Book } from '../../shared/api/types';
import { BookCard } from './book-card';
import styles from './related-books.module.css';

/** Related books shown: 4. */
export const RELATED_BOOKS_SHOWN = 4;

/**
 * Books of the same age group, the current one left out. One more
 * than shown is asked for, so that 4 remain once the current book is dropped.
 */
export function RelatedBooks({ book, language }: { book: Book; language: Language }) {
  const { t } = useTranslation();
  const currency = useShopCurrency();
  const { data: books } = useGetBooksQuery({ age_group: [book.age_group], limit: RELATED_BOOKS_SHOWN + 1 });
  const related = (books ?? []).filter((other) => other.id !== book.id).slice(0, RELATED_BOOKS_SHOWN);
  // Related books are a suggestion: while loading, on error or when there are none, the section stays out.
  if (!related.length) return null;

  return (
    <section className={styles.related} aria-labelledby="related-books-heading">
      <h2 id="related-books-heading" className={styles.heading}>
        {t('bookDetail.relatedHeading')}
      </h2>
      <ul className={styles.grid}>
        {related.map((other) => (
          <li key={other.id}>
            <BookCard book={other} language={language} currency={currency} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

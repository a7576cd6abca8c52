import type { Language } from '@bookshop/contracts/languages';
import { useShopCurrency } from '../../shared/api/api';
import type { BookCard as Book } from '../../shared/api/types';
import { BookCard } from './book-card';
import styles from './book-grid.module.css';

/** The cards of a phone's first row load their covers at once: one of them is often the page's largest picture. */
const EAGER_COVERS = 2;

/** Book cards in a list: four columns on wide screens (three beside the browse filters), two on phones. */
export function BookGrid({
  books,
  language,
  headingLevel,
  className,
}: {
  books: Book[];
  language: Language;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const currency = useShopCurrency();
  return (
    <ul className={className ? `${styles.grid} ${className}` : styles.grid}>
      {books.map((book, index) => (
        <li key={book.id}>
          <BookCard book={book} language={language} currency={currency} headingLevel={headingLevel} eagerCover={index < EAGER_COVERS} />
        </li>
      ))}
    </ul>
  );
}

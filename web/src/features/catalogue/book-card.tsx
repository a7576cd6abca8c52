import type { Book } from '../../shared/api/types';
import type { Language } from '@bookshop/contracts/languages';
import { localizedField } from '../../shared/i18n/localized-field';
import { Price } from '../../shared/ui/price';
import styles from './book-card.module.css';

export function BookCard({ book, language }: { book: Book; language: Language }) {
  const title = localizedField(book, 'title', language);
  return (
    <article className={styles.card}>
      <div className={styles.cover}>
        {/* alt is empty because the title is written right below; reading it twice helps no one */}
        {book.cover_image_url && <img src={book.cover_image_url} alt="" loading="lazy" />}
      </div>
      <h2 className={styles.title}>{title}</h2>
      <Price amount={book.price} className={styles.price} />
    </article>
  );
}

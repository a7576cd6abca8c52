import { useId } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IMAGE_VARIANTS } from '@bookshop/contracts/image-variants';
import type { Language } from '@bookshop/contracts/languages';
import type { BookCard as Book } from '../../shared/api/types';
import { addToCart } from '../../shared/cart/cart-slice';
import { earlyTapButton } from '../../shared/ssr/early-taps';
import { useRenderedPage } from '../../shared/ssr/rendered-page';
import { localizedField } from '../../shared/i18n/localized-field';
import { AgeBadges, bookAgeGroups } from '../../shared/ui/age-badges';
import { Price } from '../../shared/ui/price';
import { toast } from '../../shared/ui/toast';
import styles from './book-card.module.css';

/**
 * A book in a grid (home, browse): cover, title, age badges, price and add-to-cart. The whole card
 * opens /book/{id}; only the title is a real link (its ::after covers the card), so the card does
 * not nest the add-to-cart button inside a link.
 */
export function BookCard({
  book,
  language,
  currency,
  headingLevel = 2,
  eagerCover = false,
}: {
  book: Book;
  language: Language;
  /** The shop's currency, read once by the list rather than by each of its cards. */
  currency: string;
  headingLevel?: 2 | 3;
  /** Near the top of the page: load the cover at once rather than when it scrolls into view. */
  eagerCover?: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const titleId = useId();
  const title = localizedField(book, 'title', language);
  const cover = book.images.cover;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const srcSet = `${cover.thumb_url} ${IMAGE_VARIANTS.thumb}w, ${cover.card_url} ${IMAGE_VARIANTS.card}w`;
  const sizes = '(max-width: 768px) 50vw, 300px';
  // A cover at the top of a list is often the page's largest picture: the server asks for it first.
  const rendered = useRenderedPage();
  if (eagerCover) rendered?.setMainImage({ href: cover.card_url, srcSet, sizes });

  const add = () => {
    dispatch(addToCart({ book }));
    toast.success(t('cart.added'));
  };

  return (
    <article className={book.in_stock ? styles.card : `${styles.card} ${styles.soldOut}`}>
      <div className={styles.cover}>
        {/* alt is empty because the title is written right below; reading it twice helps no one */}
        <img
          src={cover.card_url}
          // the 160 px variant where a narrow card suffices, the 480 px one elsewhere
          srcSet={srcSet}
          sizes={sizes}
          width={cover.width}
          height={cover.height}
          alt=""
          loading={eagerCover ? 'eager' : 'lazy'}
          fetchPriority={eagerCover ? 'high' : undefined}
          decoding="async"
        />
        {!book.in_stock && <span className={styles.stockLabel}>{t('book.outOfStock')}</span>}
      </div>
      <Heading id={titleId} className={styles.title}>
        <Link to={`/book/${book.id}`} className={styles.link}>
          {title}
        </Link>
      </Heading>
      <AgeBadges groups={bookAgeGroups(book)} />
      <div className={styles.footer}>
        <Price amount={Number(book.price)} currency={currency} className={styles.price} />
        {/* the title describes the button, so a screen reader hears which book "Add to cart" is for */}
        <button {...earlyTapButton} type="button" className={styles.add} onClick={add} disabled={!book.in_stock} aria-describedby={titleId}>
          {book.in_stock ? t('book.addToCart') : t('book.outOfStock')}
        </button>
      </div>
    </article>
  );
}

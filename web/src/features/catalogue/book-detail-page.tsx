import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { useGetBookQuery, useShopCurrency } from '../../shared/api/api';
import { localizedField } from '../../shared/i18n/localized-field';
import { AgeBadges, bookAgeGroups } from '../../shared/ui/age-badges';
import { failedLoadStatus, useHttpStatus, useStructuredData } from '../../shared/ssr/rendered-page';
import { NotFound } from '../../shared/ui/not-found';
import { Price } from '../../shared/ui/price';
import { bookStructuredData, useBookHead } from './book-head';
import { BookPurchase } from './book-purchase';
import { Gallery, galleryImages } from './gallery';
import { PdfPreviewModal } from './pdf-preview-modal';
import { RelatedBooks } from './related-books';
import { ShareButton } from './share-button';
import styles from './book-detail-page.module.css';

/**
 * /book/{id}: gallery, description, price, purchase, share, PDF preview,
 * related books, and the reviews section the app hands in (features do not import each other).
 */
export function BookDetailPage({ reviews }: { reviews: ReactNode }) {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const { data: book, isLoading, isError, error } = useGetBookQuery(id);
  const [previewOpen, setPreviewOpen] = useState(false);

  const title = book ? localizedField(book, 'title', language) : '';
  const description = book ? localizedField(book, 'description', language) : '';
  const notFound = !isLoading && (isError || !book);
  useHttpStatus(notFound ? failedLoadStatus(error) : undefined);
  const currency = useShopCurrency();
  useStructuredData('book', (origin) => book && bookStructuredData(book, language, origin, currency));
  useBookHead(book ? { title, description, image: book.social_image } : null, notFound ? t('bookDetail.notFound') : undefined);

  if (isLoading) return <p role="status">{t('common.loading')}</p>;
  // A missing book (404) and one that fails to load read the same.
  if (notFound || !book) {
    return (
      <NotFound
        title={t('bookDetail.notFound')}
        message={t('bookDetail.notFoundMessage')}
        linkTo="/books"
        linkText={t('bookDetail.backToBooks')}
      />
    );
  }

  const author = localizedField(book, 'author', language);
  return (
    <div className={styles.page}>
      <article className={styles.book}>
        {/* keyed by book: another book's page starts at its cover */}
        <Gallery key={book.id} images={galleryImages(book.images)} title={title} />
        <div className={styles.details}>
          <h1 className={styles.title}>{title}</h1>
          {author && <p className={styles.author}>{t('bookDetail.by', { author })}</p>}
          <AgeBadges groups={bookAgeGroups(book)} />
          <Price amount={Number(book.price)} className={styles.price} />
          <p className={styles.vatNote}>
            {t('vat.pricesInclude')} <Link to="/shipping-details">{t('vat.deliveryCosts')}</Link>
          </p>
          <BookPurchase key={book.id} book={book} title={title} />
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => setPreviewOpen(true)}
              disabled={!book.pdf_url}
              aria-describedby={book.pdf_url ? undefined : 'no-preview'}
            >
              {t('bookDetail.preview')}
            </button>
            <ShareButton title={title} className={styles.secondary} />
          </div>
          {!book.pdf_url && (
            <p id="no-preview" className={styles.note}>
              {t('bookDetail.noPreview')}
            </p>
          )}
          {description && (
            <section aria-labelledby="book-description-heading" className={styles.description}>
              <h2 id="book-description-heading">{t('bookDetail.description')}</h2>
              <p>{description}</p>
            </section>
          )}
        </div>
      </article>
      {previewOpen && book.pdf_url && <PdfPreviewModal pdfUrl={book.pdf_url} title={title} onClose={() => setPreviewOpen(false)} />}
      <RelatedBooks book={book} language={language} />
      {reviews}
    </div>
  );
}

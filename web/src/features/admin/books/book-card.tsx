import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BookCard as Book } from '../../../shared/api/types';
import { AgeBadges, bookAgeGroups } from '../../../shared/ui/age-badges';
import { Price } from '../../../shared/ui/price';
import styles from './books.module.css';

/** One book of the back office's list: English title and author, as the staff work in it. */
export function BookCard({ book, onDelete, deleting }: { book: Book; onDelete: (book: Book) => void; deleting: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cover = book.images?.cover;
  return (
    <Card
      className={styles.card}
      actions={[
        <Button
          key="edit"
          type="link"
          icon={<EditOutlined />}
          onClick={() => navigate(`/admin/books/${book.id}/edit`)}
          aria-label={t('admin.books.editBook', { title: book.title_en })}
        >
          {t('admin.books.edit')}
        </Button>,
        <Button
          key="delete"
          type="link"
          danger
          icon={<DeleteOutlined />}
          loading={deleting}
          onClick={() => onDelete(book)}
          aria-label={t('admin.books.deleteBook', { title: book.title_en })}
        >
          {t('admin.books.delete')}
        </Button>,
      ]}
    >
      <div className={styles.body}>
        <img
          className={styles.cover}
          src={cover?.thumb_url ?? book.cover_image_url}
          alt=""
          width={cover?.width}
          height={cover?.height}
          loading="lazy"
        />
        <div className={styles.details}>
          {/* bdi: English text keeps its punctuation in place inside the Arabic layout. */}
          <h2 className={styles.cardTitle} lang="en">
            <bdi>{book.title_en}</bdi>
          </h2>
          <div lang="en">
            <bdi>{book.author_en}</bdi>
          </div>
          <AgeBadges groups={bookAgeGroups(book)} />
          <div className={styles.meta}>
            <Price className={styles.price} amount={book.price} />
            {book.featured && <Tag className={styles.featured}>{t('admin.books.featured')}</Tag>}
          </div>
          <div>{book.stock === null ? t('admin.books.stockNotTracked') : t('admin.books.stockCount', { stock: book.stock })}</div>
        </div>
      </div>
    </Card>
  );
}

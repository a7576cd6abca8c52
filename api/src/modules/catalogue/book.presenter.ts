import { Inject, Injectable } from '@nestjs/common';
import type { BookCardView, BookView, ImageView } from './dto/book.view.js';
import { centsToAmount } from '@bookshop/contracts/money';
import type { Book, StoredImage } from './book.entity.js';
import { BookFilesService } from './book-files.service.js';

/** Turns a stored book into the API's BookView (prices as decimal amounts of the shop's currency, files as URLs). */
@Injectable()
export class BookPresenter {
  constructor(@Inject(BookFilesService) private readonly files: BookFilesService) {}

  present(book: Book): BookView {
    const cover = this.imageUrls(book.id, book.coverImage);
    const previews = book.previewImages.map((image) => this.imageUrls(book.id, image));
    return {
      id: book.id,
      // The plain fields are what a client shows when its language's field is missing: the default language.
      title: book.titleAr,
      title_ar: book.titleAr,
      title_en: book.titleEn,
      title_nl: book.titleNl,
      author: book.authorAr,
      author_ar: book.authorAr,
      author_en: book.authorEn,
      author_nl: book.authorNl,
      description: book.descriptionAr,
      description_ar: book.descriptionAr,
      description_en: book.descriptionEn,
      description_nl: book.descriptionNl,
      price: centsToAmount(book.priceCents),
      cover_image_url: cover.url,
      preview_images: previews.map((preview) => preview.url),
      images: { cover, previews },
      social_image: this.files.url(this.files.socialImageKey(book.id, book.coverImage)),
      pdf_url: book.pdfFile ? this.files.url(book.pdfFile) : null,
      pdf_name: book.pdfFile ? book.pdfName : null,
      age_group: book.ageGroups[0],
      age_groups: book.ageGroups,
      category: book.category,
      featured: book.featured,
      stock: book.stock,
      in_stock: book.stock === null || book.stock > 0,
      date: book.createdAt.toISOString(),
      created_at: book.createdAt.toISOString(),
      updated_at: book.updatedAt.toISOString(),
    };
  }

  /** What a card shows: the book read with the card's columns only. */
  presentCard(book: Book): BookCardView {
    const cover = this.imageUrls(book.id, book.coverImage);
    return {
      id: book.id,
      title: book.titleAr,
      title_ar: book.titleAr,
      title_en: book.titleEn,
      title_nl: book.titleNl,
      author: book.authorAr,
      author_ar: book.authorAr,
      author_en: book.authorEn,
      author_nl: book.authorNl,
      price: centsToAmount(book.priceCents),
      cover_image_url: cover.url,
      images: { cover },
      age_group: book.ageGroups[0],
      age_groups: book.ageGroups,
      category: book.category,
      featured: book.featured,
      stock: book.stock,
      in_stock: book.stock === null || book.stock > 0,
      date: book.createdAt.toISOString(),
    };
  }

  imageUrls(bookId: string, image: StoredImage): ImageView {
    return {
      url: this.files.url(this.files.imageKey(bookId, image)),
      large_url: this.files.url(this.files.imageKey(bookId, image, 'large')),
      card_url: this.files.url(this.files.imageKey(bookId, image, 'card')),
      thumb_url: this.files.url(this.files.imageKey(bookId, image, 'thumb')),
      width: image.width,
      height: image.height,
    };
  }
}

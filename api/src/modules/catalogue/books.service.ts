import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Brackets, In, Repository } from 'typeorm';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { amountToCents } from '@bookshop/contracts/money';
import { apiError } from '../../platform/http/api-error.js';
import { Book, type StoredImage } from './book.entity.js';
import { BookFilesService } from './book-files.service.js';
import type { BookUpload } from './book-upload.js';
import type { BookView } from './dto/book.view.js';
import { BookPresenter } from './book.presenter.js';
import { CatalogueCache } from './catalogue-cache.js';
import type { BookFormDto } from './dto/book-form.dto.js';
import type { ListBooksQuery } from './dto/list-books.query.js';

const SEARCHABLE_COLUMNS = [
  'title_ar',
  'title_en',
  'title_nl',
  'author_ar',
  'author_en',
  'author_nl',
  'description_ar',
  'description_en',
  'description_nl',
];

/** The catalogue's use cases: browse, and the back office's create, update and delete. */
@Injectable()
export class BooksService {
  constructor(
    @InjectRepository(Book) private readonly books: Repository<Book>,
    @Inject(BookFilesService) private readonly files: BookFilesService,
    @Inject(BookPresenter) private readonly presenter: BookPresenter,
    @Inject(CatalogueCache) private readonly cache: CatalogueCache,
  ) {}

  async list(query: ListBooksQuery = {}): Promise<BookView[]> {
    const builder = this.books.createQueryBuilder('book');
    if (query.age_group) builder.andWhere(':ageGroup = ANY(book.age_groups)', { ageGroup: query.age_group });
    if (query.category) builder.andWhere('book.category = :category', { category: query.category });
    if (query.featured !== undefined) builder.andWhere('book.featured = :featured', { featured: query.featured });
    if (query.q?.trim()) {
      const pattern = `%${query.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      builder.andWhere(
        new Brackets((any) => SEARCHABLE_COLUMNS.forEach((column) => any.orWhere(`book.${column} ILIKE :pattern`, { pattern }))),
      );
    }
    const [by, direction] = (query.sort ?? 'date_desc').split('_') as [string, string];
    const order = direction === 'asc' ? 'ASC' : 'DESC';
    const column = by === 'name' ? `book.title_${query.lang ?? 'ar'}` : by === 'price' ? 'book.price_cents' : 'book.created_at';
    builder.orderBy(column, order).addOrderBy('book.id', 'ASC');
    if (query.limit) builder.take(query.limit);
    return (await builder.getMany()).map((book) => this.presenter.present(book));
  }

  async get(id: string): Promise<BookView> {
    return this.presenter.present(await this.findOrFail(id));
  }

  async create(form: BookFormDto, upload: BookUpload): Promise<BookView> {
    if (!upload.cover) {
      throw apiError(API_ERRORS.validationFailed, {
        message: 'A cover image is required',
        fields: { cover_image: 'admin.manage.coverRequired' },
      });
    }
    const book = this.books.create({ id: randomUUID(), ...columns(form) });
    try {
      await this.writeFiles(book, upload, []);
      const saved = this.presenter.present(await this.books.save(book));
      await this.cache.changed();
      return saved;
    } catch (error) {
      // A new book owns its whole folder: nothing of a failed create may stay behind.
      await this.files.removeAll(book.id);
      throw error;
    }
  }

  /** Replaces the fields; keeps the previews the form names, adds new files, removes what was dropped. */
  async update(id: string, form: BookFormDto, upload: BookUpload): Promise<BookView> {
    const book = await this.findOrFail(id);
    const before = { cover: book.coverImage, previews: book.previewImages, pdf: book.pdfFile };
    Object.assign(book, columns(form));
    const written = await this.writeFiles(book, upload, before.previews);
    try {
      await this.books.save(book);
      await this.cache.changed();
    } catch (error) {
      await this.files.removeImages(book.id, written.images);
      if (written.pdf) await this.files.removeFile(written.pdf);
      throw error;
    }
    const kept = new Set([book.coverImage, ...book.previewImages].map((image) => image.name));
    await this.files.removeImages(
      book.id,
      [before.cover, ...before.previews].filter((image) => !kept.has(image.name)),
    );
    if (before.pdf && before.pdf !== book.pdfFile) await this.files.removeFile(before.pdf);
    return this.presenter.present(book);
  }

  async delete(id: string): Promise<void> {
    await this.findOrFail(id);
    await this.books.delete({ id });
    await this.cache.changed();
    await this.files.removeAll(id);
  }

  async exists(id: string): Promise<boolean> {
    return this.books.existsBy({ id });
  }

  async count(): Promise<number> {
    return this.books.count();
  }

  /** The books of an order, as the public API shows them (prices as decimal amounts) plus exact cents. */
  async findForOrder(ids: string[]): Promise<Map<string, BookView & { price_cents: number }>> {
    const books = ids.length > 0 ? await this.books.findBy({ id: In([...new Set(ids)]) }) : [];
    return new Map(books.map((book) => [book.id, { ...this.presenter.present(book), price_cents: book.priceCents }]));
  }

  /** Stores the upload's new files on `book` and answers what was written, to undo on failure. */
  private async writeFiles(book: Book, upload: BookUpload, currentPreviews: StoredImage[]) {
    const written = { images: [] as StoredImage[], pdf: undefined as string | undefined };
    try {
      if (upload.cover) {
        book.coverImage = await this.files.storeImage(book.id, 'cover_image', upload.cover, { social: true });
        written.images.push(book.coverImage);
      }
      const previews: StoredImage[] = [];
      for (const slot of upload.previews) {
        if ('bytes' in slot) {
          const image = await this.files.storeImage(book.id, `preview_image_${slot.index}`, slot.bytes);
          written.images.push(image);
          previews.push(image);
        } else {
          const image = currentPreviews.find((candidate) => this.presenter.imageUrls(book.id, candidate).url === slot.existingUrl);
          if (!image) {
            throw apiError(API_ERRORS.unknownPreview, {
              message: `existing_preview_image_${slot.index} is not one of this book's preview images`,
              fields: { [`existing_preview_image_${slot.index}`]: 'admin.manage.previewUnknown' },
            });
          }
          previews.push(image);
        }
      }
      book.previewImages = previews;
      if (upload.pdf) {
        book.pdfFile = written.pdf = await this.files.storePdf(book.id, 'pdf_file', upload.pdf);
        book.pdfName = upload.pdfName ?? null;
      }
    } catch (error) {
      await this.files.removeImages(book.id, written.images);
      if (written.pdf) await this.files.removeFile(written.pdf);
      throw error;
    }
    return written;
  }

  private async findOrFail(id: string): Promise<Book> {
    const book = await this.books.findOneBy({ id });
    if (!book) throw apiError(API_ERRORS.bookNotFound);
    return book;
  }
}

function columns(form: BookFormDto): Partial<Book> {
  return {
    titleAr: form.title_ar,
    titleEn: form.title_en,
    titleNl: form.title_nl,
    authorAr: form.author_ar,
    authorEn: form.author_en,
    authorNl: form.author_nl,
    descriptionAr: form.description_ar,
    descriptionEn: form.description_en,
    descriptionNl: form.description_nl,
    priceCents: amountToCents(form.price),
    ageGroups: [...new Set(form.age_groups)],
    category: form.category ?? null,
    featured: form.featured,
    stock: form.stock ?? null,
  };
}

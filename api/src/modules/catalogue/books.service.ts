import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { type FindOptionsSelect, In, Repository } from 'typeorm';
import { AGE_GROUPS } from '@bookshop/contracts/age-groups';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { BOOK_PAGE_SIZE, MAX_UNPAGED_BOOKS } from '@bookshop/contracts/book-pages';
import { BOOK_CATEGORIES } from '@bookshop/contracts/categories';
import { amountToCents } from '@bookshop/contracts/money';
import { apiError } from '../../platform/http/api-error.js';
import { Book, type StoredImage } from './book.entity.js';
import { BookFilesService } from './book-files.service.js';
import type { BookUpload } from './book-upload.js';
import type { BookFacetsView, BookPageView, BookView } from './dto/book.view.js';
import { BookPresenter } from './book.presenter.js';
import { CatalogueCache } from './catalogue-cache.js';
import type { BookFormDto } from './dto/book-form.dto.js';
import type { ListBooksQuery } from './dto/list-books.query.js';
import {
  FEW_EXACT_MATCHES,
  foldedForSearch,
  forgiveTyposInTransaction,
  nearWordsStatement,
  searchTerms,
  type SearchTerms,
} from './book-search.js';
import { listStatement, type ListSearch, type ListWindow } from './book-list-statement.js';

/** A book's title in each language of the shop. */
export interface BookTitles {
  ar: string;
  en: string;
  nl: string;
}

/** The books a list query finds: the ids of the window asked for, in order, how many on all pages, and the filters' counts. */
interface Found {
  ids: string[];
  total: number;
  facets: BookFacetsView;
}

/** What a card shows (BookCardView): the list's page reads these columns only. */
const CARD_COLUMNS = [
  'id',
  'titleAr',
  'titleEn',
  'titleNl',
  'authorAr',
  'authorEn',
  'authorNl',
  'priceCents',
  'ageGroups',
  'category',
  'featured',
  'stock',
  'coverImage',
  'createdAt',
] as const;

/** A count for each of `values`, 0 where the row has none. */
function countsOf<Value extends string>(values: readonly Value[], count: (value: Value) => number = () => 0): Record<Value, number> {
  return Object.fromEntries(values.map((value) => [value, count(value) ?? 0])) as Record<Value, number>;
}

const emptyFacets = (): BookFacetsView => ({ age_groups: countsOf(AGE_GROUPS), categories: countsOf(BOOK_CATEGORIES) });

/** The catalogue's use cases: browse, and the back office's create, update and delete. */
@Injectable()
export class BooksService {
  constructor(
    @InjectRepository(Book) private readonly books: Repository<Book>,
    @Inject(BookFilesService) private readonly files: BookFilesService,
    @Inject(BookPresenter) private readonly presenter: BookPresenter,
    @Inject(CatalogueCache) private readonly cache: CatalogueCache,
  ) {}

  /** The plain list (the original shape): whole books, at most `limit` (MAX_UNPAGED_BOOKS when not given). */
  async list(query: ListBooksQuery = {}): Promise<BookView[]> {
    const { ids } = await this.find(query, { limit: query.limit ?? MAX_UNPAGED_BOOKS, offset: 0, counts: false });
    return (await this.inOrder(ids)).map((book) => this.presenter.present(book));
  }

  /** One page of cards, how many books match on all pages, and how many each age group and category holds. */
  async page(query: ListBooksQuery): Promise<BookPageView> {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? BOOK_PAGE_SIZE;
    const { ids, total, facets } = await this.find(query, { limit: pageSize, offset: (page - 1) * pageSize, counts: true });
    const items = await this.inOrder(ids, CARD_COLUMNS);
    return { items: items.map((book) => this.presenter.presentCard(book)), total, page, page_size: pageSize, facets };
  }

  /**
   * The books `query` finds, `limit` from `offset`. The query is folded by the database's own rule
   * (search_fold); one with no letter or digit (a "%") finds nothing rather than everything. Words
   * typed wrong are looked for only when fewer than FEW_EXACT_MATCHES books match every word as typed.
   */
  private async find(query: ListBooksQuery, window: ListWindow): Promise<Found> {
    if (query.q === undefined || !query.q.trim()) return this.findWith(query, undefined, window);
    const terms = searchTerms(await foldedForSearch(this.books.manager, query.q));
    if (!terms.words.length) return { ids: [], total: 0, facets: emptyFacets() };
    const exact = await this.findWith(query, { terms }, window);
    if (exact.total >= FEW_EXACT_MATCHES) return exact;
    const near = await this.nearWords(terms);
    return near.size ? this.findWith(query, { terms, near }, window) : exact;
  }

  /** The words of the titles and authors each word of the query may be with a typing mistake (nearWordsStatement). */
  private async nearWords(terms: SearchTerms): Promise<Map<string, string[]>> {
    const statement = nearWordsStatement(terms);
    const near = new Map<string, string[]>();
    if (!statement) return near;
    // pg_trgm's default word-similarity threshold (0.6) is too strict for a word of five letters
    // with one letter wrong, which shares only about half its trigrams with the right one; lowered
    // for this transaction only, it widens what the index hands over, and levenshtein confirms.
    const rows: { word: string; near: string }[] = await this.books.manager.transaction(async (manager) => {
      await forgiveTyposInTransaction(manager);
      return manager.query(statement.sql, statement.parameters);
    });
    for (const row of rows) near.set(row.word, [...(near.get(row.word) ?? []), row.near]);
    return near;
  }

  /** Runs listStatement and reads its rows. */
  private async findWith(query: ListBooksQuery, search: ListSearch | undefined, window: ListWindow): Promise<Found> {
    const { sql, parameters } = listStatement(query, search, window);
    const rows: Array<Record<string, number> & { id: string | null }> = await this.books.query(sql, parameters);
    const [first] = rows;
    if (!first) return { ids: [], total: 0, facets: emptyFacets() };
    return {
      ids: rows.flatMap((row) => (row.id ? [row.id] : [])),
      total: first.total,
      facets: {
        age_groups: countsOf(AGE_GROUPS, (group) => first[`age:${group}`]),
        categories: countsOf(BOOK_CATEGORIES, (category) => first[`category:${category}`]),
      },
    };
  }

  /** The books of `ids`, in that order; only `columns` when given. */
  private async inOrder(ids: string[], columns?: readonly (keyof Book)[]): Promise<Book[]> {
    if (!ids.length) return [];
    const select = columns && (Object.fromEntries(columns.map((column) => [column, true])) as FindOptionsSelect<Book>);
    const books = await this.books.find({ select, where: { id: In(ids) } });
    const byId = new Map(books.map((book) => [book.id, book]));
    return ids.flatMap((id) => byId.get(id) ?? []);
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

  /** The titles of these books by id, for another module's list that names them (a deleted book is absent). */
  async titlesOf(ids: string[]): Promise<Map<string, BookTitles>> {
    const unique = [...new Set(ids)];
    const books =
      unique.length > 0
        ? await this.books.find({ select: { id: true, titleAr: true, titleEn: true, titleNl: true }, where: { id: In(unique) } })
        : [];
    return new Map(books.map((book) => [book.id, { ar: book.titleAr, en: book.titleEn, nl: book.titleNl }]));
  }

  async count(): Promise<number> {
    return this.books.count();
  }

  /** The sitemap's window of books, oldest first: only their ids and last changes. */
  async forSitemap(offset: number, limit: number): Promise<{ id: string; updated_at: string }[]> {
    const books = await this.books.find({
      select: { id: true, updatedAt: true },
      order: { createdAt: 'ASC', id: 'ASC' },
      skip: offset,
      take: limit,
    });
    return books.map((book) => ({ id: book.id, updated_at: book.updatedAt.toISOString() }));
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

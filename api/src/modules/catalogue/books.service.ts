import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { In, Repository, type SelectQueryBuilder } from 'typeorm';
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
  forgivesTypos,
  searchRank,
  searchTerms,
  whereSearched,
  type SearchTerms,
} from './book-search.js';

/** A book's title in each language of the shop. */
export interface BookTitles {
  ar: string;
  en: string;
  nl: string;
}

/** A search, and whether it forgives typing mistakes; `exactTotal` is how many books it found when it does not. */
interface Search {
  terms: SearchTerms;
  typos: boolean;
  exactTotal?: number;
}
/** A search with no letter or digit: it finds nothing. */
const NOTHING = Symbol('nothing');

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
function countsOf<Value extends string>(values: readonly Value[], row?: Record<string, number>): Record<Value, number> {
  return Object.fromEntries(values.map((value) => [value, row?.[value] ?? 0])) as Record<Value, number>;
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
    const search = await this.searchOf(query);
    if (search === NOTHING) return [];
    return this.reading(search, async (books) => {
      const builder = this.sorted(this.filtered(books, query, search), query, search).limit(query.limit ?? MAX_UNPAGED_BOOKS);
      return (await builder.getMany()).map((book) => this.presenter.present(book));
    });
  }

  /** One page of cards, how many books match on all pages, and how many each age group and category holds. */
  async page(query: ListBooksQuery): Promise<BookPageView> {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? BOOK_PAGE_SIZE;
    const search = await this.searchOf(query);
    if (search === NOTHING) return { items: [], total: 0, page, page_size: pageSize, facets: emptyFacets() };
    return this.reading(search, async (books) => {
      const cards = this.sorted(this.filtered(books, query, search), query, search)
        .select(CARD_COLUMNS.map((column) => `book.${column}`))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [items, total, facets] = await Promise.all([
        cards.getMany(),
        search?.exactTotal ?? this.filtered(books, query, search).getCount(),
        this.facets(books, query, search),
      ]);
      return { items: items.map((book) => this.presenter.presentCard(book)), total, page, page_size: pageSize, facets };
    });
  }

  /**
   * Runs the reads of a search that forgives typing mistakes in one transaction that lowers
   * pg_trgm's word-similarity threshold: a word of five letters with one letter wrong shares only
   * about half its trigrams with the right one, below the default 0.6. Levenshtein then confirms
   * each candidate, so the lower threshold only widens what the index hands over.
   */
  private reading<T>(search: Search | undefined, read: (books: Repository<Book>) => Promise<T>): Promise<T> {
    if (!search?.typos) return read(this.books);
    return this.books.manager.transaction(async (manager) => {
      await forgiveTyposInTransaction(manager);
      return read(manager.getRepository(Book));
    });
  }

  /**
   * The query's search, folded by the database's own rule (search_fold); NOTHING when it holds no
   * letter or digit (a "%" finds nothing rather than everything). Words typed wrong are looked for
   * only when few books match every word as typed.
   */
  private async searchOf(query: ListBooksQuery): Promise<Search | typeof NOTHING | undefined> {
    if (query.q === undefined || !query.q.trim()) return undefined;
    const terms = searchTerms(await foldedForSearch(this.books.manager, query.q));
    if (!terms.words.length) return NOTHING;
    const exact = { terms, typos: false };
    if (!forgivesTypos(terms)) return exact;
    const exactTotal = await this.filtered(this.books, query, exact).getCount();
    return exactTotal >= FEW_EXACT_MATCHES ? { ...exact, exactTotal } : { terms, typos: true };
  }

  /** The books the filters and the search keep; `except` leaves out one filter (for its own counts). */
  private filtered(books: Repository<Book>, query: ListBooksQuery, search: Search | undefined, except?: 'age_group' | 'category') {
    const builder = books.createQueryBuilder('book');
    if (query.age_group?.length && except !== 'age_group')
      builder.andWhere('book.age_groups && CAST(:ageGroups AS text[])', { ageGroups: query.age_group });
    if (query.category?.length && except !== 'category')
      builder.andWhere('book.category IN (:...categories)', { categories: query.category });
    if (query.featured !== undefined) builder.andWhere('book.featured = :featured', { featured: query.featured });
    return search ? whereSearched(builder, search.terms, search.typos) : builder;
  }

  /** Best matches first when searching, then the chosen order, then the id (so pages never overlap). */
  private sorted(builder: SelectQueryBuilder<Book>, query: ListBooksQuery, search: Search | undefined) {
    if (search) {
      const rank = searchRank(search.terms);
      builder.orderBy(rank.sql, 'ASC').setParameters(rank.parameters);
    }
    const [by, direction] = (query.sort ?? 'date_desc').split('_') as [string, string];
    const column = by === 'name' ? `book.title_${query.lang ?? 'ar'}` : by === 'price' ? 'book.price_cents' : 'book.created_at';
    return builder.addOrderBy(column, direction === 'asc' ? 'ASC' : 'DESC').addOrderBy('book.id', 'ASC');
  }

  /** How many books each age group and category holds, under the other filters and the search. */
  private async facets(books: Repository<Book>, query: ListBooksQuery, search: Search | undefined): Promise<BookFacetsView> {
    const counts = (builder: SelectQueryBuilder<Book>, values: readonly string[], test: (index: number) => string) =>
      builder
        .select(values.map((value, i) => `count(*) FILTER (WHERE ${test(i)})::int AS "${value}"`).join(', '))
        .setParameters(Object.fromEntries(values.map((value, i) => [`facet_${i}`, value])))
        .getRawOne<Record<string, number>>();
    const [ages, categories] = await Promise.all([
      counts(this.filtered(books, query, search, 'age_group'), AGE_GROUPS, (i) => `:facet_${i} = ANY(book.age_groups)`),
      counts(this.filtered(books, query, search, 'category'), BOOK_CATEGORIES, (i) => `book.category = :facet_${i}`),
    ]);
    return { age_groups: countsOf(AGE_GROUPS, ages), categories: countsOf(BOOK_CATEGORIES, categories) };
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

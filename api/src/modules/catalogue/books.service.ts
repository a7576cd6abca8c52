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
import { FEW_EXACT_MATCHES, forgivesTypos, SqlParameters, TYPO_SIMILARITY, searchSql, searchTerms, type SearchTerms } from './book-search.js';

/** A search with no letter or digit: it finds nothing. */
const NOTHING = Symbol('nothing');

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
    const { ids } = await this.find(query, query.limit ?? MAX_UNPAGED_BOOKS, 0);
    return (await this.inOrder(ids)).map((book) => this.presenter.present(book));
  }

  /** One page of cards, how many books match on all pages, and how many each age group and category holds. */
  async page(query: ListBooksQuery): Promise<BookPageView> {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? BOOK_PAGE_SIZE;
    const { ids, total, facets } = await this.find(query, pageSize, (page - 1) * pageSize);
    const items = await this.inOrder(ids, CARD_COLUMNS);
    return { items: items.map((book) => this.presenter.presentCard(book)), total, page, page_size: pageSize, facets };
  }

  /**
   * The books `query` finds, `limit` from `offset`. The query is folded by the database's own rule
   * (search_fold); one with no letter or digit (a "%") finds nothing rather than everything. Words
   * typed wrong are looked for only when fewer than FEW_EXACT_MATCHES books match every word as typed.
   */
  private async find(query: ListBooksQuery, limit: number, offset: number): Promise<Found> {
    if (query.q === undefined || !query.q.trim()) return this.findWith(this.books, query, undefined, limit, offset);
    const [{ folded }] = await this.books.query(`SELECT search_fold($1) AS folded`, [query.q]);
    const terms = searchTerms(folded ?? '');
    if (!terms.words.length) return { ids: [], total: 0, facets: emptyFacets() };
    const exact = await this.findWith(this.books, query, { terms, typos: false }, limit, offset);
    if (exact.total >= FEW_EXACT_MATCHES || !forgivesTypos(terms)) return exact;
    // pg_trgm's default word-similarity threshold (0.6) is too strict for a word of five letters
    // with one letter wrong, which shares only about half its trigrams with the right one; lowered
    // for this transaction only, it widens what the index hands over, and levenshtein confirms.
    return this.books.manager.transaction(async (manager) => {
      await manager.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [String(TYPO_SIMILARITY)]);
      return this.findWith(manager.getRepository(Book), query, { terms, typos: true }, limit, offset);
    });
  }

  /**
   * One statement: the books the search and the featured filter keep, read once (ranked when
   * searching); from them the page under the age and category filters, its total, and each age
   * group's count under the category filter and each category's under the age filter (so a parent
   * sees what ticking another one would add). Best matches first when searching, then the chosen
   * order, then the id, so pages never overlap.
   */
  private async findWith(
    books: Repository<Book>,
    query: ListBooksQuery,
    search: { terms: SearchTerms; typos: boolean } | undefined,
    limit: number,
    offset: number,
  ): Promise<Found> {
    const parameters = new SqlParameters();
    const searched = search && searchSql(search.terms, search.typos, parameters);
    const kept = [searched?.where ?? 'TRUE'];
    if (query.featured !== undefined) kept.push(`book.featured = ${parameters.add(query.featured)}`);
    const ageKept = query.age_group?.length ? `age_groups && ${parameters.add(query.age_group)}::text[]` : 'TRUE';
    const categoryKept = query.category?.length ? `category = ANY(${parameters.add(query.category)}::text[])` : 'TRUE';
    const [by, direction] = (query.sort ?? 'date_desc').split('_') as [string, string];
    const sortColumn = by === 'name' ? `book.title_${query.lang ?? 'ar'}` : by === 'price' ? 'book.price_cents' : 'book.created_at';
    const order = (from: string) => `${from}.rank, ${from}.sort_key ${direction === 'asc' ? 'ASC' : 'DESC'}, ${from}.id`;
    const counts = [
      `count(*) FILTER (WHERE ${ageKept} AND ${categoryKept})::int AS total`,
      ...AGE_GROUPS.map((group) => `count(*) FILTER (WHERE ${categoryKept} AND ${parameters.add(group)} = ANY(age_groups))::int AS "age:${group}"`),
      ...BOOK_CATEGORIES.map((category) => `count(*) FILTER (WHERE ${ageKept} AND category = ${parameters.add(category)})::int AS "category:${category}"`),
    ];
    const rows: Array<Record<string, number> & { id: string | null }> = await books.query(
      `WITH found AS MATERIALIZED (
         SELECT book.id, book.age_groups, book.category, ${sortColumn} AS sort_key, ${searched?.rank ?? '0'} AS rank
         FROM books book WHERE ${kept.join(' AND ')}
       ), counted AS (
         SELECT ${counts.join(', ')} FROM found
       ), page AS (
         SELECT id, rank, sort_key FROM found WHERE ${ageKept} AND ${categoryKept}
         ORDER BY ${order('found')} LIMIT ${parameters.add(limit)} OFFSET ${parameters.add(offset)}
       )
       SELECT counted.*, page.id FROM counted LEFT JOIN page ON TRUE ORDER BY ${order('page')}`,
      parameters.values,
    );
    const [first] = rows;
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

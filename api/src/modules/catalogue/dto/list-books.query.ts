import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AGE_GROUPS, type AgeGroup } from '@bookshop/contracts/age-groups';
import { BOOK_CATEGORIES, type BookCategory } from '@bookshop/contracts/categories';
import { BOOK_PAGE_SIZE, MAX_BOOK_PAGE, MAX_BOOK_PAGE_SIZE, MAX_UNPAGED_BOOKS } from '@bookshop/contracts/book-pages';
import { LANGUAGES, type Language } from '@bookshop/contracts/languages';

export const BOOK_SORTS = ['name_asc', 'name_desc', 'price_asc', 'price_desc', 'date_asc', 'date_desc'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];

const wholeNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);
/** One value or the parameter repeated (`?age_group=infants&age_group=toddlers`): always a list. */
const list = ({ value }: { value: unknown }) => (typeof value === 'string' ? [value] : value);

/** GET /api/books query. With `page` or `page_size` the answer is one page of cards (BookPageView). */
export class ListBooksQuery {
  @ApiPropertyOptional({
    description: 'Books of any of these age groups (repeat the parameter)',
    enum: AGE_GROUPS,
    isArray: true,
    example: [AGE_GROUPS[0]],
  })
  @IsOptional()
  @Transform(list)
  @IsIn(AGE_GROUPS, { each: true, message: 'books.query.ageGroupInvalid' })
  @ArrayMaxSize(AGE_GROUPS.length * 2, { message: 'books.query.ageGroupInvalid' })
  age_group?: AgeGroup[];

  @ApiPropertyOptional({
    description: 'Books of any of these categories (repeat the parameter)',
    enum: BOOK_CATEGORIES,
    isArray: true,
    example: [BOOK_CATEGORIES[0]],
  })
  @IsOptional()
  @Transform(list)
  @IsIn(BOOK_CATEGORIES, { each: true, message: 'books.query.categoryInvalid' })
  @ArrayMaxSize(BOOK_CATEGORIES.length * 2, { message: 'books.query.categoryInvalid' })
  category?: BookCategory[];

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'books.query.featuredInvalid' })
  featured?: boolean;

  @ApiPropertyOptional({ description: `Without paging: at most this many books (${MAX_UNPAGED_BOOKS} when not given)`, example: 12 })
  @IsOptional()
  @Transform(wholeNumber)
  @IsInt({ message: 'books.query.limitInvalid' })
  @Min(1, { message: 'books.query.limitInvalid' })
  @Max(MAX_UNPAGED_BOOKS, { message: 'books.query.limitInvalid' })
  limit?: number;

  @ApiPropertyOptional({ description: 'With page or page_size the answer is one page of cards, the total and the counts', example: 1 })
  @IsOptional()
  @Transform(wholeNumber)
  @IsInt({ message: 'books.query.pageInvalid' })
  @Min(1, { message: 'books.query.pageInvalid' })
  @Max(MAX_BOOK_PAGE, { message: 'books.query.pageInvalid' })
  page?: number;

  @ApiPropertyOptional({ description: `Books per page (${BOOK_PAGE_SIZE} when not given)`, example: BOOK_PAGE_SIZE })
  @IsOptional()
  @Transform(wholeNumber)
  @IsInt({ message: 'books.query.pageSizeInvalid' })
  @Min(1, { message: 'books.query.pageSizeInvalid' })
  @Max(MAX_BOOK_PAGE_SIZE, { message: 'books.query.pageSizeInvalid' })
  page_size?: number;

  @ApiPropertyOptional({
    description: 'Words of a title, author or description in any language and any order, in any common spelling; best matches first',
    example: 'cat',
  })
  @IsOptional()
  @IsString({ message: 'books.query.searchInvalid' })
  @MaxLength(100, { message: 'books.query.searchInvalid' })
  q?: string;

  @ApiPropertyOptional({ description: 'date_desc when not given; with q, the order within equally good matches', example: 'price_asc' })
  @IsOptional()
  @IsIn(BOOK_SORTS, { message: 'books.query.sortInvalid' })
  sort?: BookSort;

  /** Which language's titles `name_asc` and `name_desc` sort by. */
  @ApiPropertyOptional({ description: "Which language's titles name_asc and name_desc sort by (ar when not given)", example: 'en' })
  @IsOptional()
  @IsIn(LANGUAGES, { message: 'books.query.langInvalid' })
  lang?: Language;
}

/** Whether the query asks for one page (BookPageView) rather than the plain list. */
export const isPaged = (query: ListBooksQuery) => query.page !== undefined || query.page_size !== undefined;

/**
 * The query in one canonical form, so that equivalent addresses share one cached answer: fields in
 * a fixed order, defaults written out, lists in their constant's order without repeats, the search
 * trimmed with its ASCII letters lower-cased (folding ignores their case), and the title language
 * kept only where it decides the order.
 */
export function canonicalListQuery(query: ListBooksQuery): ListBooksQuery {
  const sort = query.sort ?? 'date_desc';
  const q = query.q?.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase()) || undefined;
  const lang = sort.startsWith('name_') ? (query.lang ?? 'ar') : undefined;
  const ages = AGE_GROUPS.filter((group) => query.age_group?.includes(group));
  const categories = BOOK_CATEGORIES.filter((category) => query.category?.includes(category));
  const paging = isPaged(query)
    ? { page: query.page ?? 1, page_size: query.page_size ?? BOOK_PAGE_SIZE, limit: undefined }
    : { page: undefined, page_size: undefined, limit: query.limit ?? MAX_UNPAGED_BOOKS };
  return {
    age_group: ages.length ? ages : undefined,
    category: categories.length ? categories : undefined,
    featured: query.featured,
    ...paging,
    q,
    sort,
    lang,
  };
}

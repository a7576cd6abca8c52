import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AGE_GROUPS, type AgeGroup } from '@bookshop/contracts/age-groups';
import { BOOK_CATEGORIES, type BookCategory } from '@bookshop/contracts/categories';
import { LANGUAGES, type Language } from '@bookshop/contracts/languages';

export const BOOK_SORTS = ['name_asc', 'name_desc', 'price_asc', 'price_desc', 'date_asc', 'date_desc'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];

/** GET /api/books query. */
export class ListBooksQuery {
  @ApiPropertyOptional({ example: AGE_GROUPS[0] })
  @IsOptional()
  @IsIn(AGE_GROUPS, { message: 'books.query.ageGroupInvalid' })
  age_group?: AgeGroup;

  @ApiPropertyOptional({ example: BOOK_CATEGORIES[0] })
  @IsOptional()
  @IsIn(BOOK_CATEGORIES, { message: 'books.query.categoryInvalid' })
  category?: BookCategory;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'books.query.featuredInvalid' })
  featured?: boolean;

  @ApiPropertyOptional({ example: 12 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt({ message: 'books.query.limitInvalid' })
  @Min(1, { message: 'books.query.limitInvalid' })
  @Max(200, { message: 'books.query.limitInvalid' })
  limit?: number;

  @ApiPropertyOptional({ description: 'Words of a title or author, in any language', example: 'cat' })
  @IsOptional()
  @IsString({ message: 'books.query.searchInvalid' })
  @MaxLength(100, { message: 'books.query.searchInvalid' })
  q?: string;

  @ApiPropertyOptional({ description: 'date_desc when not given', example: 'price_asc' })
  @IsOptional()
  @IsIn(BOOK_SORTS, { message: 'books.query.sortInvalid' })
  sort?: BookSort;

  /** Which language's titles `name_asc` and `name_desc` sort by. */
  @ApiPropertyOptional({ description: "Which language's titles name_asc and name_desc sort by (ar when not given)", example: 'en' })
  @IsOptional()
  @IsIn(LANGUAGES, { message: 'books.query.langInvalid' })
  lang?: Language;
}

/**
 * The query in one canonical form, so that equivalent addresses share one cached answer: fields in
 * a fixed order, defaults written out, the search trimmed with its ASCII letters lower-cased (the
 * search ignores their case in every database locale), and the title language kept only where it
 * decides the order.
 */
export function canonicalListQuery(query: ListBooksQuery): ListBooksQuery {
  const sort = query.sort ?? 'date_desc';
  const q = query.q?.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase()) || undefined;
  const lang = sort.startsWith('name_') ? (query.lang ?? 'ar') : undefined;
  return { age_group: query.age_group, category: query.category, featured: query.featured, limit: query.limit, q, sort, lang };
}

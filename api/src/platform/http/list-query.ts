import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LIST_LIMITS, SORT_DIRECTIONS, type SortDirection } from '@bookshop/contracts/admin-lists';

const wholeNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);

/**
 * The query of a back-office list: a search, a sort direction and a page. A list is paged when the
 * query names `page` or `page_size` (the other defaults to 1 or 25); otherwise it answers a plain array.
 */
export class ListQuery {
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString({ message: 'admin.list.searchInvalid' })
  @MaxLength(LIST_LIMITS.search, { message: 'admin.list.searchInvalid' })
  @ApiPropertyOptional({ description: 'Any part of the searched fields, ignoring case', example: 'BK-10003' })
  q?: string;

  @IsOptional()
  @IsIn(SORT_DIRECTIONS, { message: 'admin.list.directionInvalid' })
  @ApiPropertyOptional({ example: 'desc' })
  direction?: SortDirection;

  @IsOptional()
  @Transform(wholeNumber)
  @IsInt({ message: 'admin.list.pageInvalid' })
  @Min(1, { message: 'admin.list.pageInvalid' })
  @Max(LIST_LIMITS.page, { message: 'admin.list.pageInvalid' })
  @ApiPropertyOptional({ description: 'With page or page_size the answer is one page and the total', example: 1 })
  page?: number;

  @IsOptional()
  @Transform(wholeNumber)
  @IsInt({ message: 'admin.list.pageSizeInvalid' })
  @Min(1, { message: 'admin.list.pageSizeInvalid' })
  @Max(LIST_LIMITS.pageSize, { message: 'admin.list.pageSizeInvalid' })
  @ApiPropertyOptional({ example: 25 })
  page_size?: number;
}

/** Which rows of the sorted list to answer: a page, or the first rows of an unpaged list. */
export interface ListWindow {
  paged: boolean;
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

export function listWindowOf(query: ListQuery, defaultPageSize: number): ListWindow {
  if (query.page === undefined && query.page_size === undefined)
    return { paged: false, page: 1, pageSize: LIST_LIMITS.unpaged, limit: LIST_LIMITS.unpaged, offset: 0 };
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? defaultPageSize;
  return { paged: true, page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** A LIKE pattern matching `search` anywhere, its wildcards taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

import { AGE_GROUPS, type AgeGroup } from '@bookshop/contracts/age-groups';
import { BOOK_CATEGORIES, type BookCategory } from '@bookshop/contracts/categories';
import type { Language } from '@bookshop/contracts/languages';
import { BOOK_PAGE_SIZE, MAX_BOOK_PAGE } from '@bookshop/contracts/book-pages';
import type { BookQuery } from '../../shared/api/types';

export type SortOrder = NonNullable<BookQuery['sort']>;
export const SORT_ORDERS: SortOrder[] = ['date_desc', 'date_asc', 'name_asc', 'name_desc', 'price_asc', 'price_desc'];
/** Newest first, the order a returning visitor most wants. */
export const DEFAULT_SORT: SortOrder = 'date_desc';

/** What the browse page shows. It lives in the URL, so a link such as /books?age=toddlers preselects it. */
export interface BrowseFilters {
  ages: AgeGroup[];
  categories: BookCategory[];
  featured: boolean;
  search: string;
  sort: SortOrder;
}

/** Reads the filters from the query; unknown values are ignored rather than hiding every book. */
export function filtersFromQuery(query: URLSearchParams): BrowseFilters {
  const sort = query.get('sort');
  return {
    ages: AGE_GROUPS.filter((group) => query.getAll('age').includes(group)),
    categories: BOOK_CATEGORIES.filter((category) => query.getAll('category').includes(category)),
    featured: query.get('featured') === 'true',
    search: query.get('q') ?? '',
    sort: SORT_ORDERS.find((order) => order === sort) ?? DEFAULT_SORT,
  };
}

/** The query for these filters and page; defaults are left out so that the URL stays short. */
export function queryFromFilters(filters: BrowseFilters, page = 1): URLSearchParams {
  const query = new URLSearchParams();
  filters.ages.forEach((group) => query.append('age', group));
  filters.categories.forEach((category) => query.append('category', category));
  if (filters.featured) query.set('featured', 'true');
  if (filters.search) query.set('q', filters.search);
  if (filters.sort !== DEFAULT_SORT) query.set('sort', filters.sort);
  if (page > 1) query.set('page', String(page));
  return query;
}

export const hasActiveFilters = (filters: BrowseFilters) =>
  filters.ages.length > 0 || filters.categories.length > 0 || filters.featured || filters.search.trim() !== '';

/** The page of the list the address names (`?page=`), 1 when it names none or nonsense. */
export function pageFromQuery(query: URLSearchParams): number {
  const page = Number(query.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= MAX_BOOK_PAGE ? page : 1;
}

/**
 * What the browse page asks GET /api/books for: one page, with the filters, the search and the
 * order. The server searches and sorts (titles in the reader's language); the web keeps no search.
 */
export function bookPageQuery(filters: BrowseFilters, page: number, language: Language): BookQuery {
  return {
    age_group: filters.ages.length ? filters.ages : undefined,
    category: filters.categories.length ? filters.categories : undefined,
    featured: filters.featured || undefined,
    q: filters.search.trim() || undefined,
    sort: filters.sort,
    lang: filters.sort.startsWith('name_') ? language : undefined,
    page,
    page_size: BOOK_PAGE_SIZE,
  };
}

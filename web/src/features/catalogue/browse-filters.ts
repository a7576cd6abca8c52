import { AGE_GROUPS, type AgeGroup } from '@bookshop/contracts/age-groups';
import { BOOK_CATEGORIES, type BookCategory } from '@bookshop/contracts/categories';
import type { Language } from '@bookshop/contracts/languages';
import type { Book, BookQuery } from '../../shared/api/types';
import { localizedField } from '../../shared/i18n/localized-field';
import { bookAgeGroups } from '../../shared/ui/age-badges';

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

/** The query for these filters; defaults are left out so that the URL stays short. */
export function queryFromFilters(filters: BrowseFilters): URLSearchParams {
  const query = new URLSearchParams();
  filters.ages.forEach((group) => query.append('age', group));
  filters.categories.forEach((category) => query.append('category', category));
  if (filters.featured) query.set('featured', 'true');
  if (filters.search) query.set('q', filters.search);
  if (filters.sort !== DEFAULT_SORT) query.set('sort', filters.sort);
  return query;
}

export const hasActiveFilters = (filters: BrowseFilters) =>
  filters.ages.length > 0 || filters.categories.length > 0 || filters.featured || filters.search.trim() !== '';

/**
 * Folds text for matching: lower case, no Latin accents, no Arabic vowel marks or tatweel, and one
 * form of alef, yeh and teh marbuta, so "ارنب" finds "الأرنب" and "e" finds "é".
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLowerCase()
    .trim();
}

/** A search matches a title or author in any of the three languages: parents type what they remember. */
function matchesSearch(book: Book, folded: string): boolean {
  const fields = [book.title, book.title_ar, book.title_en, book.title_nl, book.author, book.author_ar, book.author_en, book.author_nl];
  return fields.some((field) => field && foldForSearch(field).includes(folded));
}

/** The books to show, filtered then sorted. Titles sort in the reader's language with its own collation. */
export function applyFilters(books: Book[], filters: BrowseFilters, language: Language): Book[] {
  const folded = foldForSearch(filters.search);
  const shown = books.filter(
    (book) =>
      (!filters.ages.length || bookAgeGroups(book).some((group) => filters.ages.includes(group))) &&
      (!filters.categories.length || (book.category !== null && filters.categories.includes(book.category))) &&
      (!filters.featured || book.featured) &&
      (!folded || matchesSearch(book, folded)),
  );
  const [key, direction] = filters.sort.split('_') as ['name' | 'price' | 'date', 'asc' | 'desc'];
  const compare = {
    name: (a: Book, b: Book) => titleCollator(language).compare(localizedField(a, 'title', language), localizedField(b, 'title', language)),
    price: (a: Book, b: Book) => Number(a.price) - Number(b.price),
    date: (a: Book, b: Book) => Date.parse(a.date) - Date.parse(b.date),
  }[key];
  return shown.sort((a, b) => (direction === 'asc' ? compare(a, b) : compare(b, a)));
}

/**
 * Titles are compared as the language sorts them. Made only when a list is sorted by title, once per
 * language: a browser's first collator loads its language's data, which would otherwise be paid by
 * every phone opening the browse page (sorted by date) while it hydrates.
 */
const collators = new Map<Language, Intl.Collator>();
function titleCollator(language: Language): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
    collators.set(language, collator);
  }
  return collator;
}

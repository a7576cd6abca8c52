import { AGE_GROUPS } from '@bookshop/contracts/age-groups';
import { BOOK_CATEGORIES } from '@bookshop/contracts/categories';
import { searchSql, SqlParameters, type SearchTerms } from './book-search.js';
import type { ListBooksQuery } from './dto/list-books.query.js';

/** A list query's search: its folded words, and when it forgives typing mistakes, the words each may be (nearWordsStatement). */
export interface ListSearch {
  terms: SearchTerms;
  near?: ReadonlyMap<string, string[]>;
}

/**
 * One statement for a list query: the books the search and the featured filter keep, read once
 * (and ranked when searching); from them the ids of the window asked for (under the age and category
 * filters), the total, and each age group's count under the category filter and each category's
 * under the age filter, so a parent sees what ticking another one would add. Best matches first
 * when searching, then the chosen order, then the id, so pages never overlap.
 *
 * Its rows: one per id of the window (in order), or one with a null id when the window is empty;
 * each holds `total`, and with `counts` (a page's), `age:<group>` and `category:<category>`.
 */
/** The books asked for: `limit` from `offset`, and whether the filters' counts are wanted (a page's) or only the total. */
export interface ListWindow {
  limit: number;
  offset: number;
  counts: boolean;
}

export function listStatement(
  query: ListBooksQuery,
  search: ListSearch | undefined,
  window: ListWindow,
): { sql: string; parameters: unknown[] } {
  const parameters = new SqlParameters();
  const searched = search && searchSql(search.terms, search.near, parameters);
  const kept = [searched?.where ?? 'TRUE'];
  if (query.featured !== undefined) kept.push(`book.featured = ${parameters.add(query.featured)}`);
  const ageKept = query.age_group?.length ? `age_groups && ${parameters.add(query.age_group)}::text[]` : 'TRUE';
  const categoryKept = query.category?.length ? `category = ANY(${parameters.add(query.category)}::text[])` : 'TRUE';
  const [by, direction] = (query.sort ?? 'date_desc').split('_') as [string, string];
  const sortColumn = by === 'name' ? `book.title_${query.lang ?? 'ar'}` : by === 'price' ? 'book.price_cents' : 'book.created_at';
  const order = (from: string) => `${from}.rank, ${from}.sort_key ${direction === 'asc' ? 'ASC' : 'DESC'}, ${from}.id`;
  if (!window.counts) {
    const sql = `SELECT book.id, count(*) OVER ()::int AS total FROM books book
      WHERE ${[...kept, ageKept, categoryKept].join(' AND ')}
      ORDER BY ${searched ? `${searched.rank}, ` : ''}${sortColumn} ${direction === 'asc' ? 'ASC' : 'DESC'}, book.id
      LIMIT ${parameters.add(window.limit)} OFFSET ${parameters.add(window.offset)}`;
    return { sql, parameters: parameters.values };
  }
  const count = (name: string, condition: string) => `coalesce(sum(books) FILTER (WHERE ${condition}), 0)::int AS "${name}"`;
  const counts = [
    count('total', `${ageKept} AND ${categoryKept}`),
    ...AGE_GROUPS.map((group) => count(`age:${group}`, `${categoryKept} AND ${parameters.add(group)} = ANY(age_groups)`)),
    ...BOOK_CATEGORIES.map((category) => count(`category:${category}`, `${ageKept} AND category = ${parameters.add(category)}`)),
  ];
  // A search is worth reading once; the whole catalogue is cheaper read twice (the page through its index).
  const sql = `WITH found AS ${searched ? 'MATERIALIZED' : 'NOT MATERIALIZED'} (
      SELECT book.id, book.age_groups, book.category, ${sortColumn} AS sort_key, ${searched?.rank ?? '0'} AS rank
      FROM books book WHERE ${kept.join(' AND ')}
    ), counted AS (
      -- The filters are tested once per kind of book (a few dozen), not once per book.
      SELECT ${counts.join(', ')} FROM (SELECT age_groups, category, count(*) AS books FROM found GROUP BY age_groups, category) AS kinds
    ), page AS (
      SELECT id, rank, sort_key FROM found WHERE ${ageKept} AND ${categoryKept}
      ORDER BY ${order('found')} LIMIT ${parameters.add(window.limit)} OFFSET ${parameters.add(window.offset)}
    )
    SELECT counted.*, page.id FROM counted LEFT JOIN page ON TRUE ORDER BY ${order('page')}`;
  return { sql, parameters: parameters.values };
}

import { describe, expect, test } from '@jest/globals';
import { bookPageQuery, filtersFromQuery, pageFromQuery, queryFromFilters } from './browse-filters';

describe('filtersFromQuery', () => {
  test('reads every filter, keeping only known values', () => {
    const filters = filtersFromQuery(new URLSearchParams('age=toddlers&age=babies&category=fantasy&featured=true&q=owl&sort=price_desc'));
    expect(filters).toEqual({ ages: ['toddlers'], categories: ['fantasy'], featured: true, search: 'owl', sort: 'price_desc' });
  });

  test('an empty or odd query means everything, newest first', () => {
    expect(filtersFromQuery(new URLSearchParams('sort=cheapest'))).toEqual({
      ages: [],
      categories: [],
      featured: false,
      search: '',
      sort: 'date_desc',
    });
  });

  test('writes back what it read, without defaults', () => {
    const query = 'age=infants&category=people&featured=true&q=owl&sort=name_asc';
    expect(queryFromFilters(filtersFromQuery(new URLSearchParams(query))).toString()).toBe(query);
    expect(queryFromFilters(filtersFromQuery(new URLSearchParams())).toString()).toBe('');
  });
});

describe('pages', () => {
  test('the page lives in the address, 1 when it names none or nonsense', () => {
    expect(pageFromQuery(new URLSearchParams('page=3'))).toBe(3);
    for (const odd of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=99999999'])
      expect(pageFromQuery(new URLSearchParams(odd))).toBe(1);
    const filters = filtersFromQuery(new URLSearchParams('q=owl'));
    expect(queryFromFilters(filters, 2).toString()).toBe('q=owl&page=2');
    expect(queryFromFilters(filters, 1).toString()).toBe('q=owl');
  });

  test('the server is asked for one page with the filters, the search and the order', () => {
    const filters = filtersFromQuery(new URLSearchParams('age=infants&age=toddlers&category=animals&q= uil &sort=name_asc'));
    expect(bookPageQuery(filters, 2, 'nl')).toEqual({
      age_group: ['infants', 'toddlers'],
      category: ['animals'],
      featured: undefined,
      q: 'uil',
      sort: 'name_asc',
      lang: 'nl',
      page: 2,
      page_size: 24,
    });
    expect(bookPageQuery(filtersFromQuery(new URLSearchParams()), 1, 'ar')).toMatchObject({
      sort: 'date_desc',
      lang: undefined,
      q: undefined,
    });
  });
});

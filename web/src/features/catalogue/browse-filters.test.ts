import { describe, expect, jest, test } from '@jest/globals';
import { aBook } from '../../../test/fetch-mock';
import { applyFilters, filtersFromQuery, foldForSearch, queryFromFilters } from './browse-filters';

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

describe('foldForSearch', () => {
  test('ignores case, Latin accents and Arabic vowel marks', () => {
    expect(foldForSearch('Émile')).toBe('emile');
    expect(foldForSearch('قِصَّة')).toBe(foldForSearch('قصه'));
    expect(foldForSearch('إلى')).toBe('الي');
  });
});

describe('applyFilters', () => {
  test('a legacy book without age_groups is filtered by its age_group', () => {
    const legacy = aBook({ age_groups: [], age_group: 'infants' });
    const filters = filtersFromQuery(new URLSearchParams('age=infants'));
    expect(applyFilters([legacy], filters, 'en')).toEqual([legacy]);
  });

  test('a book without a category is left out only when a category is chosen', () => {
    const plain = aBook({ category: null });
    expect(applyFilters([plain], filtersFromQuery(new URLSearchParams()), 'en')).toEqual([plain]);
    expect(applyFilters([plain], filtersFromQuery(new URLSearchParams('category=animals')), 'en')).toEqual([]);
  });

  test('a price sent as a string sorts as a number', () => {
    const cheap = aBook({ id: 'a', price: '9.5' as unknown as number });
    const dear = aBook({ id: 'b', price: '10' as unknown as number });
    expect(applyFilters([dear, cheap], filtersFromQuery(new URLSearchParams('sort=price_asc')), 'en').map((book) => book.id)).toEqual([
      'a',
      'b',
    ]);
  });

  test('titles sort as the language sorts them, numbers by value; only a sort by title makes a collator, once per language', () => {
    const made = jest.spyOn(Intl, 'Collator');
    try {
      const books = ['Owl 10', 'owl 9', 'Ant'].map((title, index) => aBook({ id: String(index), title_en: title }));
      expect(applyFilters(books, filtersFromQuery(new URLSearchParams()), 'en')).toHaveLength(3);
      expect(made).not.toHaveBeenCalled();

      const byTitle = filtersFromQuery(new URLSearchParams('sort=name_asc'));
      expect(applyFilters(books, byTitle, 'en').map((book) => book.title_en)).toEqual(['Ant', 'owl 9', 'Owl 10']);
      applyFilters(books, byTitle, 'en');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});

import { beforeEach, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBook, jsonResponse } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { callsTo, mockShop, pageOf } from './shop-fetch-mock';

// Three books that differ in everything the page filters and sorts by.
const rabbit = aBook({
  id: 'b1',
  title_en: 'The Little Rabbit',
  price: 12.5,
  age_groups: ['toddlers'],
  age_group: 'toddlers',
  category: 'animals',
  featured: true,
  date: '2025-01-15T10:00:00.000Z',
});
const owl = aBook({
  id: 'b2',
  title_en: 'An Owl at Night',
  title: 'بومة في الليل',
  title_ar: 'بومة في الليل',
  author_en: 'Omar',
  price: 9,
  age_groups: ['children', 'teenagers'],
  age_group: 'children',
  category: 'animals',
  featured: false,
  date: '2025-03-01T10:00:00.000Z',
});
const dragon = aBook({
  id: 'b3',
  title_en: 'Zaid and the Dragon',
  title: 'زيد والتنين',
  title_ar: 'زيد والتنين',
  author_en: 'Layla',
  price: 15,
  age_groups: ['children'],
  age_group: 'children',
  category: 'fantasy',
  featured: true,
  date: '2024-11-20T10:00:00.000Z',
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
});

/** The card titles in the order shown. */
const shownTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

async function openBrowse(path = '/books') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'All books' });
  await screen.findByText(/Books found/);
  return view;
}

/** The queries the page sent for its list, without the page size (always 24). */
function listQueries(fetchMock: ReturnType<typeof mockShop>): string[] {
  return callsTo(fetchMock, '/api/books').map(([request]) => {
    const query = new URL((request as Request).url).searchParams;
    expect(query.get('page_size')).toBe('24');
    query.delete('page_size');
    return query.toString();
  });
}

test('the page shows what the server found, with its count and the counts of each filter', async () => {
  const fetchMock = mockShop({
    books: [owl, rabbit, dragon],
    page: () => ({
      total: 3,
      facets: { age_groups: { infants: 0, toddlers: 1, children: 2, teenagers: 1 }, categories: { animals: 2, people: 0, fantasy: 1 } },
    }),
  });
  await openBrowse();
  expect(shownTitles()).toEqual(['An Owl at Night', 'The Little Rabbit', 'Zaid and the Dragon']);
  expect(screen.getByText('Books found: 3')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: '4 to 7 (2)' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Fantasy (1)' })).toBeInTheDocument();
  expect(listQueries(fetchMock)).toEqual(['sort=date_desc&page=1']);
  // No page links when one page holds every book.
  expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
});

test('?age= preselects the age filter, the URL follows the checkboxes, and the server is asked for each choice', async () => {
  const fetchMock = mockShop({ books: [rabbit] });
  const user = userEvent.setup();
  const { router } = await openBrowse('/books?age=toddlers&page=2');

  const age = screen.getByRole('group', { name: 'Age' });
  expect(within(age).getByRole('checkbox', { name: /2 to 5/ })).toBeChecked();
  expect(within(age).getByRole('checkbox', { name: /4 to 7/ })).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'false');

  // A new choice starts again at the first page.
  await user.click(within(age).getByRole('checkbox', { name: /Over 7/ }));
  expect(router.state.location.search).toBe('?age=toddlers&age=teenagers');
  await user.click(within(age).getByRole('checkbox', { name: /2 to 5/ }));
  expect(router.state.location.search).toBe('?age=teenagers');
  await screen.findByText('Books found: 1');
  expect(listQueries(fetchMock)).toEqual([
    'age_group=toddlers&sort=date_desc&page=2',
    'age_group=toddlers&age_group=teenagers&sort=date_desc&page=1',
    'age_group=teenagers&sort=date_desc&page=1',
  ]);
});

test("a search is the server's: the page sends it and shows what comes back, as it comes", async () => {
  const fetchMock = mockShop({ books: [rabbit, owl, dragon], page: (query) => (query.get('q') === 'الارنب' ? pageOf([rabbit]) : {}) });
  const user = userEvent.setup();
  await openBrowse();
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'الارنب');
  await screen.findByText('Books found: 1');
  expect(shownTitles()).toEqual(['The Little Rabbit']);
  expect(listQueries(fetchMock).at(-1)).toBe(`q=${encodeURIComponent('الارنب')}&sort=date_desc&page=1`);
});

test("a sort is the server's, titles in the reader's language", async () => {
  localStorage.setItem('language', 'ar');
  const fetchMock = mockShop({ books: [rabbit, owl, dragon] });
  const user = userEvent.setup();
  renderApp('/books?sort=name_asc');
  await screen.findByRole('heading', { name: 'الأرنب الصغير' });
  await user.selectOptions(screen.getByRole('combobox'), 'السعر: من الأقل إلى الأعلى');
  await screen.findByRole('heading', { name: 'الأرنب الصغير' });
  expect(listQueries(fetchMock)).toEqual(['sort=name_asc&lang=ar&page=1', 'sort=price_asc&page=1']);
});

test('every page is a plain link, which keeps the filters and the language', async () => {
  const fetchMock = mockShop({ books: [rabbit], page: (query) => ({ total: 200, page: Number(query.get('page')) }) });
  await openBrowse('/books?featured=true&page=5&lang=en');
  const pages = screen.getByRole('navigation', { name: 'Pages' });
  expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/books?featured=true&page=4&lang=en');
  expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/books?featured=true&page=6&lang=en');
  expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/books?featured=true&lang=en');
  expect(within(pages).getByRole('link', { name: 'Page 9' })).toHaveAttribute('href', '/books?featured=true&page=9&lang=en');
  expect(within(pages).getByText('5')).toHaveAttribute('aria-current', 'page');
  expect(within(pages).queryByRole('link', { name: 'Page 8' })).not.toBeInTheDocument();
  expect(listQueries(fetchMock)).toEqual(['featured=true&sort=date_desc&page=5']);
});

test('no match says so and offers to clear the filters', async () => {
  mockShop({ books: [rabbit, owl, dragon], page: (query) => (query.has('age_group') ? pageOf([]) : {}) });
  const user = userEvent.setup();
  const { router } = await openBrowse('/books?age=infants');

  expect(screen.getByText('No books match your search criteria')).toBeInTheDocument();
  expect(shownTitles()).toEqual([]);
  await user.click(within(screen.getByRole('main')).getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
  await screen.findByText('Books found: 3');
  expect(shownTitles()).toHaveLength(3);
  expect(router.state.location.search).toBe('');
});

test('a card click target opens the book, and its button adds it to the cart', async () => {
  mockShop({ books: [rabbit] });
  await openBrowse();
  expect(screen.getByRole('link', { name: 'The Little Rabbit' })).toHaveAttribute('href', '/book/b1');
  expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
});

test('a failed load shows an error and a way to try again', async () => {
  mockShop({ books: () => jsonResponse({ statusCode: 404, message: 'Not Found' }, 404) });
  renderApp('/books');
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('the filters fold behind a button on phones', async () => {
  mockShop({ books: [rabbit] });
  const user = userEvent.setup();
  await openBrowse();
  const toggle = screen.getByRole('button', { name: 'Filters' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveAccessibleName('Filters');
});

import { beforeEach, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBook, jsonResponse } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { mockShop } from './shop-fetch-mock';

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
  await screen.findByRole('heading', { level: 1, name: 'All books' }, { timeout: 5_000 });
  await screen.findByText(/Books found/);
  return view;
}

test('all books are shown, newest first', async () => {
  mockShop({ books: [rabbit, owl, dragon] });
  await openBrowse();
  expect(shownTitles()).toEqual(['An Owl at Night', 'The Little Rabbit', 'Zaid and the Dragon']);
  expect(screen.getByText('Books found: 3')).toBeInTheDocument();
});

test('?age= preselects the age filter, and the URL follows the checkboxes', async () => {
  mockShop({ books: [rabbit, owl, dragon] });
  const user = userEvent.setup();
  const { router } = await openBrowse('/books?age=toddlers');

  const age = screen.getByRole('group', { name: 'Age' });
  expect(within(age).getByRole('checkbox', { name: '2 to 5' })).toBeChecked();
  expect(within(age).getByRole('checkbox', { name: '4 to 7' })).not.toBeChecked();
  expect(shownTitles()).toEqual(['The Little Rabbit']);
  expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'false');

  await user.click(within(age).getByRole('checkbox', { name: 'Over 7' }));
  expect(shownTitles()).toEqual(['An Owl at Night', 'The Little Rabbit']);
  expect(router.state.location.search).toBe('?age=toddlers&age=teenagers');

  await user.click(within(age).getByRole('checkbox', { name: '2 to 5' }));
  expect(router.state.location.search).toBe('?age=teenagers');
});

test('search finds titles and authors in any language, and Arabic without its hamza', async () => {
  mockShop({ books: [rabbit, owl, dragon] });
  const user = userEvent.setup();
  await openBrowse();
  const search = screen.getByRole('searchbox', { name: 'Search' });

  await user.type(search, 'dragon');
  expect(shownTitles()).toEqual(['Zaid and the Dragon']);

  await user.clear(search);
  await user.type(search, 'omar');
  expect(shownTitles()).toEqual(['An Owl at Night']);

  // الأرنب written without the hamza on its alef, as many people type it
  await user.clear(search);
  await user.type(search, 'الارنب');
  expect(shownTitles()).toEqual(['The Little Rabbit']);
});

test('sorting by name, price and date goes both ways', async () => {
  mockShop({ books: [rabbit, owl, dragon] });
  const user = userEvent.setup();
  await openBrowse();
  const sort = screen.getByRole('combobox', { name: 'Sort by' });

  await user.selectOptions(sort, 'Title: A to Z');
  expect(shownTitles()).toEqual(['An Owl at Night', 'The Little Rabbit', 'Zaid and the Dragon']);
  await user.selectOptions(sort, 'Title: Z to A');
  expect(shownTitles()).toEqual(['Zaid and the Dragon', 'The Little Rabbit', 'An Owl at Night']);
  await user.selectOptions(sort, 'Price: low to high');
  expect(shownTitles()).toEqual(['An Owl at Night', 'The Little Rabbit', 'Zaid and the Dragon']);
  await user.selectOptions(sort, 'Price: high to low');
  expect(shownTitles()).toEqual(['Zaid and the Dragon', 'The Little Rabbit', 'An Owl at Night']);
  await user.selectOptions(sort, 'Oldest first');
  expect(shownTitles()).toEqual(['Zaid and the Dragon', 'The Little Rabbit', 'An Owl at Night']);
  await user.selectOptions(sort, 'Newest first');
  expect(shownTitles()).toEqual(['An Owl at Night', 'The Little Rabbit', 'Zaid and the Dragon']);
});

test("titles sort in the reader's language", async () => {
  mockShop({ books: [rabbit, owl, dragon] });
  localStorage.setItem('language', 'ar');
  const user = userEvent.setup();
  renderApp('/books?sort=name_asc');
  await screen.findByRole('heading', { name: 'الأرنب الصغير' }, { timeout: 5_000 });
  expect(shownTitles()).toEqual(['الأرنب الصغير', 'بومة في الليل', 'زيد والتنين']);
  await user.selectOptions(screen.getByRole('combobox'), 'العنوان: من ي إلى أ');
  expect(shownTitles()).toEqual(['زيد والتنين', 'بومة في الليل', 'الأرنب الصغير']);
});

test('the featured and story-character filters narrow the list', async () => {
  mockShop({ books: [rabbit, owl, dragon] });
  const user = userEvent.setup();
  await openBrowse();

  await user.click(screen.getByRole('checkbox', { name: 'Featured books only' }));
  expect(shownTitles()).toEqual(['The Little Rabbit', 'Zaid and the Dragon']);

  const characters = screen.getByRole('group', { name: 'Story characters' });
  await user.click(within(characters).getByRole('checkbox', { name: 'Animal stories' }));
  expect(shownTitles()).toEqual(['The Little Rabbit']);

  await user.click(within(characters).getByRole('checkbox', { name: 'Fantasy' }));
  expect(shownTitles()).toEqual(['The Little Rabbit', 'Zaid and the Dragon']);
});

test('no match says so and offers to clear the filters', async () => {
  mockShop({ books: [rabbit, owl, dragon] });
  const user = userEvent.setup();
  const { router } = await openBrowse('/books?age=infants');

  expect(screen.getByText('No books match your search criteria')).toBeInTheDocument();
  expect(shownTitles()).toEqual([]);
  await user.click(within(screen.getByRole('main')).getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
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
  expect(await screen.findByRole('alert', undefined, { timeout: 5_000 })).toHaveTextContent('Something went wrong. Please try again.');
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

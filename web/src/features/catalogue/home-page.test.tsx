import { beforeEach, expect, test } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Book } from '../../shared/api/types';
import { loadCart } from '../../shared/cart/cart-storage';
import { aBook, jsonResponse } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { callsTo, mockShop, pageOf } from './shop-fetch-mock';

const rabbit = aBook();
const owl = aBook({
  id: '6f1c2a3e-0000-4000-8000-000000000002',
  title_ar: 'البومة الحكيمة',
  title_en: 'The Wise Owl',
  // an untranslated Dutch title falls back to the plain field
  title_nl: '',
  title: 'De wijze uil',
  price: 9,
  age_group: 'children',
  age_groups: ['children', 'teenagers'],
});
const numbered = (n: number): Book =>
  aBook({ id: `6f1c2a3e-0000-4000-8000-00000000010${n}`, title_en: `Book ${n}`, title_ar: `كتاب ${n}` });

beforeEach(() => localStorage.clear());

test('the home page lists the books from GET /api/books in Arabic by default', async () => {
  const fetchMock = mockShop({ books: [rabbit, owl] });
  renderApp('/');

  expect(await screen.findByRole('heading', { name: 'الأرنب الصغير' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'البومة الحكيمة' })).toBeInTheDocument();
  expect(screen.getByText('€12.50')).toBeInTheDocument();
  expect(screen.getByText('€9.00')).toBeInTheDocument();
  expect(callsTo(fetchMock, '/api/books')[0][0]).toHaveProperty('method', 'GET');
  // Only what the page shows: the 4 newest cards, and the age groups' counts that come with them.
  expect(callsTo(fetchMock, '/api/books').map(([request]) => new URL((request as Request).url).search)).toEqual([
    '?page=1&page_size=4&sort=date_desc',
  ]);
});

test('titles follow the chosen language, with the plain title when a translation is empty', async () => {
  mockShop({ books: [rabbit, owl] });
  const user = userEvent.setup();
  localStorage.setItem('language', 'en');
  renderApp('/');

  expect(await screen.findByRole('heading', { name: 'The Little Rabbit' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'The Wise Owl' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /English/ }));
  expect(screen.getByRole('heading', { name: 'Het kleine konijn' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'De wijze uil' })).toBeInTheDocument();
});

test('the featured grid shows the first 4 books, and "show more" leads to all of them', async () => {
  mockShop({ books: [1, 2, 3, 4, 5].map(numbered) });
  localStorage.setItem('language', 'en');
  renderApp('/');

  const latest = (await screen.findByRole('heading', { name: 'Latest releases' })).closest('section')!;
  expect(await within(latest).findByRole('heading', { name: 'Book 1' })).toBeInTheDocument();
  expect(within(latest).getAllByRole('article')).toHaveLength(4);
  expect(within(latest).queryByRole('heading', { name: 'Book 5' })).not.toBeInTheDocument();
  expect(within(latest).getByRole('link', { name: 'Show more' })).toHaveAttribute('href', '/books');
  // covers further down wait until they scroll into view
  const covers = within(latest).getAllByRole('presentation');
  expect(covers.map((cover) => cover.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
});

test('a card shows the WebP card image at its size, the age badges, and opens the book', async () => {
  mockShop({ books: [owl] });
  localStorage.setItem('language', 'en');
  renderApp('/');

  const title = await screen.findByRole('link', { name: 'The Wise Owl' });
  expect(title).toHaveAttribute('href', `/book/${owl.id}`);
  const card = title.closest('article')!;
  // the cover's alt is empty (the title sits right below it), so it is presentational
  const cover = within(card).getByRole('presentation');
  expect(cover).toHaveAttribute('src', '/uploads/books/rabbit/cover-card.webp');
  expect(cover).toHaveAttribute('width', '900');
  expect(cover).toHaveAttribute('height', '1200');
  // the first row of a phone's grid loads at once (it is often the page's largest picture), and asks for the card-sized variant
  expect(cover).toHaveAttribute('loading', 'eager');
  expect(cover).toHaveAttribute('srcset', '/uploads/books/rabbit/cover-thumb.webp 160w, /uploads/books/rabbit/cover-card.webp 480w');
  const badges = within(card).getByRole('list', { name: 'Age groups' });
  expect(
    within(badges)
      .getAllByRole('listitem')
      .map((badge) => badge.textContent),
  ).toEqual(['4 to 7', 'Over 7']);
});

test('add to cart puts the book in the cart, once more on a second click, and says so', async () => {
  mockShop({ books: [rabbit] });
  const user = userEvent.setup();
  localStorage.setItem('language', 'en');
  renderApp('/');

  const add = await screen.findByRole('button', { name: 'Add to cart', description: 'The Little Rabbit' });
  await user.click(add);
  expect(await screen.findByText('Book added to cart')).toBeInTheDocument();
  expect(loadCart().items).toEqual([expect.objectContaining({ id: rabbit.id, quantity: 1 })]);

  await user.click(add);
  expect(loadCart().items).toEqual([expect.objectContaining({ id: rabbit.id, quantity: 2 })]);
});

test('a book out of stock cannot be added', async () => {
  mockShop({ books: [aBook({ stock: 0, in_stock: false })] });
  localStorage.setItem('language', 'en');
  renderApp('/');

  const card = (await screen.findByRole('heading', { name: 'The Little Rabbit' })).closest('article')!;
  expect(within(card).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
});

test('an age tile leads to the browse page only when a book of that age exists', async () => {
  mockShop({ books: [rabbit, owl] }); // toddlers; children and teenagers
  localStorage.setItem('language', 'en');
  renderApp('/');

  const tiles = (await screen.findByRole('heading', { name: 'Books for every age' })).closest('section')!;
  expect(within(tiles).getByRole('link', { name: /Toddlers/ })).toHaveAttribute('href', '/books?age=toddlers');
  expect(within(tiles).getByRole('link', { name: /Children/ })).toHaveAttribute('href', '/books?age=children');
  expect(within(tiles).getByRole('link', { name: /Teenagers/ })).toHaveAttribute('href', '/books?age=teenagers');
  expect(within(tiles).getAllByRole('link')).toHaveLength(3);
  const infants = within(tiles).getByText('Infants').parentElement!;
  expect(infants).toHaveTextContent('Under 2');
  expect(infants).toHaveTextContent('Coming soon');
});

test('the banner shows the free-shipping threshold from the settings', async () => {
  mockShop({ books: [rabbit], settings: { currency: 'EUR', admin_email: 'shop@example.com', free_shipping_threshold: 45 } });
  localStorage.setItem('language', 'en');
  renderApp('/');
  expect(await screen.findByText(/Free shipping/)).toHaveTextContent(
    'Free shipping to the Netherlands and Germany on orders of €45.00 or more',
  );
});

test('in Arabic, the banner keeps its amount whole, left to right inside the right-to-left sentence', async () => {
  mockShop({ books: [rabbit], settings: { currency: 'EUR', admin_email: 'shop@example.com', free_shipping_threshold: 45 } });
  localStorage.setItem('language', 'ar');
  renderApp('/');
  const banner = await screen.findByText(/شحن مجاني/);
  expect(banner).toHaveTextContent('شحن مجاني إلى هولندا وألمانيا للطلبات بقيمة €45.00 أو أكثر');
  expect(within(banner).getByText('€45.00')).toHaveAttribute('dir', 'ltr');
});

test("prices and the banner are in the shop's currency from the settings", async () => {
  mockShop({ books: [rabbit, owl], settings: { currency: 'USD', admin_email: 'shop@example.com', free_shipping_threshold: 45 } });
  localStorage.setItem('language', 'en');
  renderApp('/');
  expect(await screen.findByText(/Free shipping/)).toHaveTextContent('on orders of $45.00 or more');
  expect(screen.getByText('$12.50')).toBeInTheDocument();
  expect(screen.getByText('$9.00')).toBeInTheDocument();
  expect(screen.queryByText(/€/)).not.toBeInTheDocument();
});

test('a threshold of 0 (no free shipping) shows no free-shipping message', async () => {
  const fetchMock = mockShop({
    books: [rabbit],
    settings: { currency: 'EUR', admin_email: 'shop@example.com', free_shipping_threshold: 0 },
  });
  localStorage.setItem('language', 'en');
  renderApp('/');
  await waitFor(() => expect(callsTo(fetchMock, '/api/settings')).toHaveLength(1));
  // let the answer reach the page before looking for what it must not show
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.queryByText(/Free shipping/)).not.toBeInTheDocument();
});

test('without a threshold in the settings the banner says 30', async () => {
  mockShop({ books: [rabbit], settings: { currency: 'EUR', admin_email: 'shop@example.com' } });
  localStorage.setItem('language', 'nl');
  renderApp('/');
  expect(await screen.findByText(/Gratis verzending/)).toHaveTextContent(
    'Gratis verzending naar Nederland en Duitsland bij bestellingen vanaf € 30,00',
  );
});

test('a failed load is retried 3 times, then says so and offers to try again', async () => {
  let apiUp = false;
  const fetchMock = mockShop({ books: () => (apiUp ? jsonResponse(pageOf([rabbit])) : jsonResponse({ statusCode: 500 }, 500)) });
  const user = userEvent.setup();
  localStorage.setItem('language', 'en');
  renderApp('/');

  // Retried after 1 s, 2 s and 4 s before the error shows.
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, there was an error loading the books. Please try again later.');
  expect(callsTo(fetchMock, '/api/books')).toHaveLength(4);
  expect(screen.queryByRole('heading', { name: 'Books for every age' })).not.toBeInTheDocument();

  apiUp = true;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'The Little Rabbit' })).toBeInTheDocument();
});

test('an empty shop says that no books are available, and every age is coming soon', async () => {
  mockShop({ books: [] });
  localStorage.setItem('language', 'en');
  renderApp('/');
  expect(await screen.findByText('No books are currently available.')).toBeInTheDocument();
  expect(screen.getAllByText('Coming soon')).toHaveLength(4);
  expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
});

test('the home page has its hero, reading club and join-us call to action', async () => {
  mockShop({ books: [rabbit] });
  localStorage.setItem('language', 'en');
  renderApp('/');
  expect(screen.getByRole('heading', { level: 1, name: 'Arabic stories for little readers' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse the books' })).toHaveAttribute('href', '/books');
  expect(screen.getByRole('heading', { name: 'The reading club' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');
  await screen.findByRole('heading', { name: 'The Little Rabbit' });
});

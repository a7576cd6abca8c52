import { beforeEach, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBook, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const rabbit = aBook();
const owl = aBook({
  id: '6f1c2a3e-0000-4000-8000-000000000002',
  title_ar: 'البومة الحكيمة',
  title_en: 'The Wise Owl',
  // an untranslated Dutch title falls back to the plain field
  title_nl: '',
  title: 'De wijze uil',
  price: 9,
  cover_image_url: '/uploads/covers/owl.jpg',
});

beforeEach(() => localStorage.clear());

test('the home page lists the books from GET /api/books in Arabic by default', async () => {
  const fetchMock = mockFetch(() => jsonResponse([rabbit, owl]));
  renderApp('/');

  expect(await screen.findByRole('heading', { name: 'الأرنب الصغير' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'البومة الحكيمة' })).toBeInTheDocument();
  expect(screen.getByText('€12.50')).toBeInTheDocument();
  expect(screen.getByText('€9.00')).toBeInTheDocument();

  const request = fetchMock.mock.calls[0][0] as Request;
  expect(request.method).toBe('GET');
  expect(new URL(request.url).pathname).toBe('/api/books');
});

test('titles follow the chosen language, with the plain title when a translation is empty', async () => {
  mockFetch(() => jsonResponse([rabbit, owl]));
  const user = userEvent.setup();
  localStorage.setItem('language', 'en');
  renderApp('/');

  expect(await screen.findByRole('heading', { name: 'The Little Rabbit' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'The Wise Owl' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /English/ }));
  expect(screen.getByRole('heading', { name: 'Het kleine konijn' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'De wijze uil' })).toBeInTheDocument();
});

test('each book shows its cover', async () => {
  mockFetch(() => jsonResponse([rabbit]));
  renderApp('/');
  await screen.findByRole('heading', { name: 'الأرنب الصغير' });
  // the cover's alt is empty (the title sits right below it), so it is presentational
  const cover = screen.getByRole('presentation');
  expect(cover).toHaveAttribute('src', '/uploads/books/rabbit/cover.jpg');
});

test('a failed load is retried 3 times, then says so and offers to try again', async () => {
  let apiUp = false;
  const fetchMock = mockFetch(() => (apiUp ? jsonResponse([rabbit]) : jsonResponse({ statusCode: 500 }, 500)));
  const user = userEvent.setup();
  localStorage.setItem('language', 'en');
  renderApp('/');

  // Retried after 1 s, 2 s and 4 s before the error shows (spec 000 section 9).
  expect(await screen.findByRole('alert', undefined, { timeout: 10_000 })).toHaveTextContent(
    'Sorry, there was an error loading the books. Please try again later.',
  );
  expect(fetchMock.mock.calls).toHaveLength(4);

  apiUp = true;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'The Little Rabbit' })).toBeInTheDocument();
}, 15_000);

test('an empty shop says that no books are available', async () => {
  mockFetch(() => jsonResponse([]));
  localStorage.setItem('language', 'en');
  renderApp('/');
  expect(await screen.findByText('No books are currently available.')).toBeInTheDocument();
});

import { beforeEach, expect, test } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBook, jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { SCREEN_READY, setUpAdminTestFile, startAdminTest, TEST_ADMIN_ACCESS_TOKEN } from '../shared/admin-test-env';

setUpAdminTestFile();
const pathOf = (request: Request) => new URL(request.url).pathname;

const rabbit = aBook({ stock: 3 });
const owl = aBook({
  id: '6f1c2a3e-0000-4000-8000-000000000002',
  title_en: 'The Wise Owl',
  author_en: 'Omar',
  featured: false,
  stock: null,
  age_groups: ['children', 'teenagers'],
});

beforeEach(() => {
  // The edit and add links open the book form, whose Ant Design fields need the lent browser APIs.
  startAdminTest();
});

function serveBooks(onDelete: () => Response = () => new Response(null, { status: 204 })) {
  return mockFetch((request) => {
    if (request.method === 'DELETE') return onDelete();
    if (pathOf(request) !== '/api/admin/books') return jsonResponse(owl);
    const query = new URL(request.url).searchParams;
    // The server searches: "owl" finds the owl only. 60 books in all, so there are two pages.
    const items = query.get('q') === 'owl' ? [owl] : [rabbit, owl];
    return jsonResponse({ items, total: query.get('q') ? items.length : 60, page: Number(query.get('page')), page_size: 48, facets: {} });
  });
}

test('each book shows its cover, English title and author, age badges, price, featured badge and stock', async () => {
  serveBooks();
  renderApp('/admin/books');

  const card = (await screen.findByRole('heading', { name: 'The Little Rabbit' }, SCREEN_READY)).closest('li')!;
  expect(within(card).getByText('Sara')).toBeInTheDocument();
  expect(within(card).getByText('2 to 5')).toBeInTheDocument();
  expect(within(card).getByText('€12.50')).toBeInTheDocument();
  expect(within(card).getByText('Featured')).toBeInTheDocument();
  expect(within(card).getByText('In stock: 3')).toBeInTheDocument();
  expect(card.querySelector('img')).toHaveAttribute('src', rabbit.images.cover.thumb_url);

  const other = screen.getByRole('heading', { name: 'The Wise Owl' }).closest('li')!;
  expect(within(other).queryByText('Featured')).not.toBeInTheDocument();
  expect(within(other).getByText('Stock not tracked')).toBeInTheDocument();
  expect(within(other).getByText('Over 7')).toBeInTheDocument();
});

test('add and edit lead to the book form', async () => {
  serveBooks();
  const { router } = renderApp('/admin/books');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit The Wise Owl' }, SCREEN_READY));
  expect(router.state.location.pathname).toBe(`/admin/books/${owl.id}/edit`);

  await act(() => router.navigate('/admin/books'));
  await userEvent.click(await screen.findByRole('button', { name: /Add book/ }, SCREEN_READY));
  expect(router.state.location.pathname).toBe('/admin/books/add');
});

test('delete asks first: cancelling sends nothing, confirming deletes the book', async () => {
  const fetchMock = serveBooks();
  renderApp('/admin/books');
  const deletes = () => fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'DELETE');

  await userEvent.click(await screen.findByRole('button', { name: 'Delete The Wise Owl' }, SCREEN_READY));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('“The Wise Owl” and its images and PDF will be removed for good.')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(deletes()).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Delete The Wise Owl' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(deletes()).toHaveLength(1));
  const request = deletes()[0][0] as Request;
  expect(pathOf(request)).toBe(`/api/admin/books/${owl.id}`);
  expect(request.headers.get('Authorization')).toBe(`Bearer ${TEST_ADMIN_ACCESS_TOKEN}`);
  expect(await screen.findByText('Book deleted')).toBeInTheDocument();
});

test('a failed delete without a server message shows the fallback notice', async () => {
  serveBooks(() => new Response('', { status: 500 }));
  renderApp('/admin/books');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete The Little Rabbit' }, SCREEN_READY));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete book')).toBeInTheDocument();
});

test('the list is searched, sorted and paged by the server', async () => {
  const fetchMock = serveBooks();
  renderApp('/admin/books');
  await screen.findByRole('heading', { name: 'The Little Rabbit' }, SCREEN_READY);
  const listQueries = () =>
    fetchMock.mock.calls
      .map(([request]) => new URL((request as Request).url))
      .filter((url) => url.pathname === '/api/admin/books')
      .map((url) => url.search);

  await userEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(listQueries().at(-1)).toBe('?sort=date_desc&lang=en&page=2&page_size=48'));

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search books' }), 'owl');
  // A new search starts again at the first page. Waited for first: on a busy machine a pause
  // between two letters can outlast the debounce, and "o" (which the rabbit lacks too) is asked for first.
  await waitFor(() => expect(listQueries().at(-1)).toBe('?q=owl&sort=date_desc&lang=en&page=1&page_size=48'));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'The Little Rabbit' })).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { name: 'The Wise Owl' })).toBeInTheDocument();
});

test('the search, sort and page live in the address: a shared address opens the list as it was', async () => {
  const fetchMock = serveBooks();
  const { router } = renderApp('/admin/books?sort=price&direction=asc&page=2');
  await screen.findByRole('heading', { name: 'The Little Rabbit' }, SCREEN_READY);
  const lastQuery = () =>
    fetchMock.mock.calls
      .map(([request]) => new URL((request as Request).url))
      .filter((url) => url.pathname === '/api/admin/books')
      .at(-1)!.search;
  expect(lastQuery()).toBe('?sort=price_asc&lang=en&page=2&page_size=48');
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
  expect(screen.getByTitle('Price: low to high')).toBeInTheDocument();

  await userEvent.click(screen.getByTitle('1'));
  await waitFor(() => expect(router.state.location.search).toBe('?sort=price&direction=asc'));
});

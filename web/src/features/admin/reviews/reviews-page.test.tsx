import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { lendBrowserApis, SCREEN_READY, setUpAdminTestFile, startAdminTest } from '../shared/admin-test-env';
import { anAdminReview } from './admin-review.fixture';

setUpAdminTestFile();

const reviews = [
  anAdminReview({
    id: 'p',
    name: 'Pending Paula',
    status: 'pending',
    rating: 4,
    created_at: '2025-03-03T10:00:00.000Z',
    review_text: 'x'.repeat(160),
    book_id: 'b1',
    book_title: { ar: 'الجمل الصغير', en: 'The Little Camel', nl: 'De kleine kameel' },
  }),
  anAdminReview({
    id: 'a',
    name: 'Approved Anna',
    email: 'anna@books.nl',
    status: 'approved',
    rating: 10 as never,
    created_at: '2025-03-01T10:00:00.000Z',
  }),
  anAdminReview({
    id: 'd',
    name: 'Denied Dirk',
    status: 'denied',
    rating: 2,
    created_at: '2025-03-02T10:00:00.000Z',
    review_text: 'Not for me',
  }),
];

let moderation: { status: number } = { status: 200 };
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  startAdminTest();
  moderation = { status: 200 };
  fetchMock = mockFetch((request) => {
    const url = new URL(request.url);
    if (request.method === 'PUT')
      return jsonResponse(moderation.status === 200 ? anAdminReview() : { statusCode: 500, message: 'Boom' }, moderation.status);
    return jsonResponse(serveList(url));
  });
});

/** The server's side of the list, as the API does it: status, search, sort, then one page with the total. */
function serveList(url: URL, rows = reviews) {
  const status = url.searchParams.get('status');
  const q = url.searchParams.get('q')?.toLowerCase() ?? '';
  const sort = url.searchParams.get('sort') as 'rating' | 'created_at' | 'name';
  const sign = url.searchParams.get('direction') === 'asc' ? 1 : -1;
  const page = Number(url.searchParams.get('page'));
  const pageSize = Number(url.searchParams.get('page_size'));
  const matching = rows
    .filter((one) => status === 'all' || one.status === status)
    .filter((one) => [one.name, one.email, one.review_text].some((field) => field.toLowerCase().includes(q)))
    .sort((a, b) =>
      sort === 'rating'
        ? sign * (a.rating - b.rating)
        : sort === 'name'
          ? sign * a.name.localeCompare(b.name)
          : sign * a.created_at.localeCompare(b.created_at),
    );
  return { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, page_size: pageSize };
}

/** The query of the last list request the page sent. */
const lastListQuery = () => {
  const gets = fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.method === 'GET');
  return Object.fromEntries(new URL(gets.at(-1)!.url).searchParams);
};

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const rowOf = async (name: string) => (await screen.findByText(name, {}, SCREEN_READY)).closest('tr') as HTMLElement;
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

test('each status offers its own actions: pending both, denied approve only, approved deny only', async () => {
  renderApp('/admin/reviews');
  const pending = await rowOf('Pending Paula');
  expect(within(pending).getByRole('button', { name: 'Approve the review by Pending Paula' })).toBeInTheDocument();
  expect(within(pending).getByRole('button', { name: 'Deny the review by Pending Paula' })).toBeInTheDocument();
  const denied = await rowOf('Denied Dirk');
  expect(within(denied).getByRole('button', { name: /^Approve/ })).toBeInTheDocument();
  expect(within(denied).queryByRole('button', { name: /^Deny/ })).not.toBeInTheDocument();
  const approved = await rowOf('Approved Anna');
  expect(within(approved).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  expect(within(approved).getByRole('button', { name: /^Deny/ })).toBeInTheDocument();
});

test("the table shows the reviewed book's title in the admin's language, or a dash", async () => {
  localStorage.setItem('language', 'nl');
  renderApp('/admin/reviews');
  expect(within(await rowOf('Pending Paula')).getByRole('cell', { name: 'De kleine kameel' })).toBeInTheDocument();
  expect(within(await rowOf('Approved Anna')).getByRole('cell', { name: '—' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Boek' })).toBeInTheDocument();
});

test('a card names the reviewed book', async () => {
  lendBrowserApis({ width: 390 });
  renderApp('/admin/reviews');
  const list = await screen.findByRole('list', { name: 'Reviews' }, SCREEN_READY);
  const card = (name: string) => within(list).getByText(name).closest('li') as HTMLElement;
  expect(card('Pending Paula')).toHaveTextContent('Book: The Little Camel');
  expect(card('Approved Anna')).toHaveTextContent('Book: —');
});

test('approving calls PUT …/approve and says so; a failed denial says it failed', async () => {
  const user = userEvent.setup();
  renderApp('/admin/reviews');
  await user.click(within(await rowOf('Pending Paula')).getByRole('button', { name: /^Approve/ }));
  expect(await screen.findByText('Review approved successfully', {}, SCREEN_READY)).toBeInTheDocument();
  const put = fetchMock.mock.calls.map(([request]) => request as Request).find((request) => request.method === 'PUT');
  expect(new URL(put!.url).pathname).toBe('/api/admin/reviews/p/approve');

  moderation = { status: 500 };
  await user.click(within(await rowOf('Approved Anna')).getByRole('button', { name: /^Deny/ }));
  expect(await screen.findByText('Failed to deny review', {}, SCREEN_READY)).toBeInTheDocument();
});

test('the status filter, the search and the sort go to the server', async () => {
  const user = userEvent.setup();
  renderApp('/admin/reviews');
  await rowOf('Pending Paula');
  expect(names()).toEqual(['Pending Paula', 'Denied Dirk', 'Approved Anna']);
  expect(lastListQuery()).toEqual({ status: 'all', sort: 'created_at', direction: 'desc', page: '1', page_size: '25' });

  await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'BOOKS.NL');
  // Typed letter by letter: on a busy machine a pause between two letters outlasted the debounce,
  // and "BOO" (which finds the same review) was asked for first. The whole word is asked for next.
  await waitFor(() => expect(lastListQuery()).toMatchObject({ q: 'BOOKS.NL', page: '1' }), SCREEN_READY);
  await waitFor(() => expect(names()).toEqual(['Approved Anna']), SCREEN_READY);
  await user.clear(screen.getByRole('searchbox', { name: 'Search reviews' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'not for');
  await waitFor(() => expect(names()).toEqual(['Denied Dirk']), SCREEN_READY);
  await user.clear(screen.getByRole('searchbox', { name: 'Search reviews' }));
  await waitFor(() => expect(names()).toHaveLength(3), SCREEN_READY);

  await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
  await user.click(await screen.findByTitle('Denied', {}, SCREEN_READY));
  await waitFor(() => expect(names()).toEqual(['Denied Dirk']), SCREEN_READY);
  expect(lastListQuery()).toMatchObject({ status: 'denied' });
});

test('rating sorts on the server, both ways, and the text is cut at 100 characters in the table', async () => {
  const user = userEvent.setup();
  renderApp('/admin/reviews');
  const pending = await rowOf('Pending Paula');
  expect(within(pending).getByText(`${'x'.repeat(100)}…`)).toBeInTheDocument();

  await user.click(screen.getByRole('columnheader', { name: /Rating/ }));
  await waitFor(() => expect(names()).toEqual(['Denied Dirk', 'Pending Paula', 'Approved Anna']), SCREEN_READY);
  expect(lastListQuery()).toMatchObject({ sort: 'rating', direction: 'asc' });
  await user.click(screen.getByRole('columnheader', { name: /Rating/ }));
  await waitFor(() => expect(names()).toEqual(['Approved Anna', 'Pending Paula', 'Denied Dirk']), SCREEN_READY);
  await user.click(screen.getByRole('columnheader', { name: /Date/ }));
  await waitFor(() => expect(names()).toEqual(['Approved Anna', 'Denied Dirk', 'Pending Paula']), SCREEN_READY);
});

test('pages come from the server', async () => {
  const many = Array.from({ length: 30 }, (_, n) =>
    anAdminReview({ id: `m${n}`, name: `Reader ${n}`, created_at: new Date(Date.UTC(2025, 0, 1) - n * 60_000).toISOString() }),
  );
  fetchMock = mockFetch((request) => jsonResponse(serveList(new URL(request.url), many)));
  const user = userEvent.setup();
  renderApp('/admin/reviews');
  await rowOf('Reader 0');
  expect(names()).toHaveLength(25);
  await user.click(screen.getByRole('listitem', { name: '2' }));
  await waitFor(() => expect(names()).toEqual(['Reader 25', 'Reader 26', 'Reader 27', 'Reader 28', 'Reader 29']), SCREEN_READY);
  expect(lastListQuery()).toMatchObject({ page: '2', page_size: '25' });
});

test('narrow screens show cards with the text cut at 150 characters', async () => {
  lendBrowserApis({ width: 390 });
  renderApp('/admin/reviews');
  const list = await screen.findByRole('list', { name: 'Reviews' }, SCREEN_READY);
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  expect(within(list).getByText(`${'x'.repeat(150)}…`)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(within(list).getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
});

test('a list that cannot be loaded says so, not "No reviews", and loads again on "Try again"', async () => {
  let listFails = true;
  mockFetch((request) =>
    listFails
      ? jsonResponse({ statusCode: 500, message: 'Boom' }, 500)
      : jsonResponse(request.method === 'GET' ? serveList(new URL(request.url)) : {}),
  );
  renderApp('/admin/reviews');
  expect(await screen.findByText('The reviews could not be loaded.', {}, SCREEN_READY)).toBeInTheDocument();
  expect(screen.queryByText('No reviews')).not.toBeInTheDocument();
  listFails = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Pending Paula', {}, SCREEN_READY)).toBeInTheDocument();
  expect(screen.queryByText('The reviews could not be loaded.')).not.toBeInTheDocument();
});

test('the status, search, sort and page live in the address: a shared address opens the list as it was', async () => {
  const many = Array.from({ length: 30 }, (_, n) =>
    anAdminReview({
      id: `m${n}`,
      name: `Reader ${n}`,
      status: 'pending',
      rating: 3,
      created_at: new Date(Date.UTC(2025, 0, 1) - n * 60_000).toISOString(),
    }),
  );
  fetchMock = mockFetch((request) => jsonResponse(serveList(new URL(request.url), many)));
  const user = userEvent.setup();
  const { router } = renderApp('/admin/reviews?status=pending&q=reader&sort=created_at&direction=asc&page=2');
  await rowOf('Reader 4');
  expect(lastListQuery()).toEqual({ status: 'pending', q: 'reader', sort: 'created_at', direction: 'asc', page: '2', page_size: '25' });
  expect(names()).toEqual(['Reader 4', 'Reader 3', 'Reader 2', 'Reader 1', 'Reader 0']);
  expect(screen.getByRole('searchbox', { name: 'Search reviews' })).toHaveValue('reader');

  await user.click(screen.getByRole('columnheader', { name: /Rating/ }));
  await waitFor(() => expect(router.state.location.search).toBe('?status=pending&q=reader&sort=rating&direction=asc'), SCREEN_READY);
});

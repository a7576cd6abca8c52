import { beforeEach, expect, jest, test } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { lendBrowserApis, SCREEN_READY, setUpAdminTestFile, startAdminTest, TEST_ADMIN_ACCESS_TOKEN } from '../shared/admin-test-env';
import { anAdminOrder } from './admin-order.fixture';

setUpAdminTestFile();

const setUpUser = () => userEvent.setup({ delay: null });

const orders = [
  anAdminOrder({
    id: 'id-a',
    friendly_id: 'BK-3',
    process_number: 'PROC-AAA',
    status: 'paid',
    customer_name: 'Layla Haddad',
    customer_email: 'layla@example.com',
    total_amount: 9.5,
    created_at: '2026-03-02T10:00:00.000Z',
  }),
  anAdminOrder({
    id: 'id-b',
    friendly_id: 'BK-2',
    process_number: 'PROC-BBB',
    status: 'pending',
    customer_name: 'Omar Said',
    customer_email: 'omar@shop.nl',
    total_amount: 100,
    created_at: '2026-01-05T10:00:00.000Z',
  }),
  anAdminOrder({
    id: 'id-c',
    friendly_id: 'BK-1',
    process_number: 'PROC-CCC',
    status: 'sent',
    customer_name: 'Anna de Vries',
    customer_email: 'anna@example.com',
    total_amount: 25,
    created_at: '2026-02-01T10:00:00.000Z',
  }),
];

/** Thirty more orders, older than the three above, so the list has two pages of 25. */
const older = Array.from({ length: 30 }, (_, n) =>
  anAdminOrder({
    id: `id-old-${n}`,
    friendly_id: `BK-${1000 + n}`,
    process_number: `PROC-OLD-${n}`,
    status: 'delivered',
    customer_name: `Reader ${n}`,
    customer_email: `reader${n}@example.nl`,
    total_amount: 10 + n,
    created_at: new Date(Date.UTC(2025, 0, 1) - n * 3_600_000).toISOString(),
  }),
);

/** The server's side of the list, as the API does it: filter, search, sort, then one page with the total. */
function serveList(url: URL, rows = orders) {
  const status = url.searchParams.get('status');
  const q = url.searchParams.get('q')?.toLowerCase() ?? '';
  const key = (url.searchParams.get('sort') ?? 'created_at') as 'created_at' | 'total_amount';
  const sign = url.searchParams.get('direction') === 'asc' ? 1 : -1;
  const page = Number(url.searchParams.get('page'));
  const pageSize = Number(url.searchParams.get('page_size'));
  const matching = rows
    .filter((order) => !status || order.status === status)
    .filter(
      (order) =>
        !q || [order.friendly_id.toLowerCase(), order.customer_name.toLowerCase(), order.customer_email].some((f) => f.includes(q)),
    )
    .sort(
      (a, b) => sign * (key === 'total_amount' ? a.total_amount - b.total_amount : Date.parse(a.created_at) - Date.parse(b.created_at)),
    );
  return { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, page_size: pageSize };
}

let fetchMock: ReturnType<typeof mockFetch>;
let listed = orders;
beforeEach(() => {
  startAdminTest();
  listed = orders;
  fetchMock = mockFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/admin/orders') return jsonResponse(serveList(url, listed));
    if (url.pathname === '/api/admin/orders/export.csv')
      return new Response('\uFEFFfriendly_id,process_number\r\nBK-3,PROC-AAA\r\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      });
    return jsonResponse({ statusCode: 404 }, 404);
  });
});

/** jsdom's Blob has no text(); its FileReader reads the bytes, decoded here with the byte-order mark kept. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

/** The friendly ids of the table's rows, top to bottom. */
function rowIds(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent ?? '');
}

/** The query of the last list request the page sent. */
const lastListQuery = () => {
  const urls = fetchMock.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === '/api/admin/orders');
  return Object.fromEntries(urls.at(-1)!.searchParams);
};

test('asks the server for the first page, newest first; each row a link to its detail page', async () => {
  renderApp('/admin/orders');
  expect(await screen.findByRole('link', { name: 'BK-3' }, SCREEN_READY)).toHaveAttribute('href', '/admin/orders/id-a');
  expect(rowIds()).toEqual(['BK-3', 'BK-1', 'BK-2']);
  expect(screen.getByRole('heading', { name: 'Orders', level: 1 })).toBeInTheDocument();
  const request = fetchMock.mock.calls[0][0] as Request;
  expect(request.headers.get('Authorization')).toBe(`Bearer ${TEST_ADMIN_ACCESS_TOKEN}`);
  expect(lastListQuery()).toEqual({ sort: 'created_at', direction: 'desc', page: '1', page_size: '25' });
});

test('the status filter and the search go to the server and into the address', async () => {
  const user = setUpUser();
  const { router } = renderApp('/admin/orders');
  await screen.findByRole('link', { name: 'BK-3' }, SCREEN_READY);

  await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
  await user.click(await screen.findByTitle('Pending'));
  await waitFor(() => expect(rowIds()).toEqual(['BK-2']));
  expect(lastListQuery()).toMatchObject({ status: 'pending', page: '1' });
  expect(router.state.location.search).toBe('?status=pending');

  await user.click(screen.getByRole('button', { name: /Reset and refresh/ }));
  await waitFor(() => expect(rowIds()).toHaveLength(3));
  expect(router.state.location.search).toBe('');

  // Typed all at once: typing letter by letter through Ant Design is slow in jsdom. The server is asked once typing pauses.
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search by order number, process number, name or email' }), {
    target: { value: 'bk-3' },
  });
  await waitFor(() => expect(rowIds()).toEqual(['BK-3']));
  expect(lastListQuery()).toMatchObject({ q: 'bk-3' });
  expect(router.state.location.search).toBe('?q=bk-3');
});

test('sorting asks the server for the new order, both ways, and the address keeps it', async () => {
  const user = setUpUser();
  const { router } = renderApp('/admin/orders');
  await screen.findByRole('link', { name: 'BK-3' }, SCREEN_READY);

  await user.click(screen.getByRole('columnheader', { name: /Total/ }));
  await waitFor(() => expect(rowIds()).toEqual(['BK-3', 'BK-1', 'BK-2'])); // 9.50, 25, 100
  expect(lastListQuery()).toMatchObject({ sort: 'total_amount', direction: 'asc' });
  await user.click(screen.getByRole('columnheader', { name: /Total/ }));
  await waitFor(() => expect(rowIds()).toEqual(['BK-2', 'BK-1', 'BK-3']));
  expect(router.state.location.search).toBe('?sort=total_amount&direction=desc');
});

test('pages come from the server; the page is in the address, and the address alone brings the same list back', async () => {
  listed = [...orders, ...older];
  const user = setUpUser();
  const { router } = renderApp('/admin/orders');
  await screen.findByRole('link', { name: 'BK-3' }, SCREEN_READY);
  expect(rowIds()).toHaveLength(25);

  await user.click(screen.getByRole('listitem', { name: '2' }));
  await waitFor(() => expect(rowIds()).toHaveLength(8));
  expect(lastListQuery()).toMatchObject({ page: '2', page_size: '25' });
  expect(router.state.location.search).toBe('?page=2');
  // Back: page 1 again, from the address.
  await act(() => router.navigate(-1));
  await waitFor(() => expect(rowIds()).toHaveLength(25));
});

test('a shared address opens the list as it was: status, search, sort and page', async () => {
  listed = [...orders, ...older];
  renderApp('/admin/orders?status=delivered&q=reader&sort=total_amount&direction=asc&page=2');
  await waitFor(() => expect(rowIds()).toEqual(['BK-1025', 'BK-1026', 'BK-1027', 'BK-1028', 'BK-1029']), SCREEN_READY);
  expect(lastListQuery()).toEqual({ status: 'delivered', q: 'reader', sort: 'total_amount', direction: 'asc', page: '2', page_size: '25' });
  expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('reader');
  expect(screen.getByRole('listitem', { name: '2' })).toHaveClass('ant-pagination-item-active');
});

test("exports from the server with the list's filters, search and sort, as a CSV download with the byte-order mark", async () => {
  const user = setUpUser();
  const blobs: Blob[] = [];
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return 'blob:orders';
  };
  URL.revokeObjectURL = () => {};
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderApp('/admin/orders?status=paid&q=example.com');
  await screen.findByRole('link', { name: 'BK-3' }, SCREEN_READY);

  await user.click(screen.getByRole('button', { name: /Export CSV/ }));

  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  const exportUrl = fetchMock.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .find((url) => url.pathname.endsWith('.csv'))!;
  expect(Object.fromEntries(exportUrl.searchParams)).toEqual({ status: 'paid', q: 'example.com', sort: 'created_at', direction: 'desc' });
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^orders-paid-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readText(blobs[0])).toBe('\uFEFFfriendly_id,process_number\r\nBK-3,PROC-AAA\r\n');
  click.mockRestore();
});

test('small screens get one card per order, each a link to its detail page', async () => {
  lendBrowserApis({ width: 390 });
  renderApp('/admin/orders');
  const card = await screen.findByRole('link', { name: /BK-2/ }, SCREEN_READY);
  expect(card).toHaveAttribute('href', '/admin/orders/id-b');
  expect(card).toHaveTextContent('Omar Said');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

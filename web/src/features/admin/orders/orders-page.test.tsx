import { beforeEach, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  startAdminTest();
  fetchMock = mockFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/admin/orders') return jsonResponse({ statusCode: 404 }, 404);
    const status = url.searchParams.get('status');
    return jsonResponse(status ? orders.filter((order) => order.status === status) : orders);
  });
});

/** jsdom's Blob has no text(); its FileReader reads it. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

/** The friendly ids of the table's rows, top to bottom. */
function rowIds(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent ?? '');
}

test('lists the orders newest first, each row a link to its detail page', async () => {
  renderApp('/admin/orders');
  expect(await screen.findByRole('link', { name: 'BK-3' }, SCREEN_READY)).toHaveAttribute('href', '/admin/orders/id-a');
  expect(rowIds()).toEqual(['BK-3', 'BK-1', 'BK-2']);
  expect(screen.getByRole('heading', { name: 'Orders', level: 1 })).toBeInTheDocument();
  const request = fetchMock.mock.calls[0][0] as Request;
  expect(request.headers.get('Authorization')).toBe(`Bearer ${TEST_ADMIN_ACCESS_TOKEN}`);
});

test('the status filter asks the server for that status; the search narrows by process number, name or email', async () => {
  const user = setUpUser();
  renderApp('/admin/orders');
  await screen.findByRole('link', { name: 'BK-3' }, SCREEN_READY);

  await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
  await user.click(await screen.findByTitle('Pending'));
  await waitFor(() => expect(rowIds()).toEqual(['BK-2']));
  const lastUrl = new URL((fetchMock.mock.calls.at(-1)![0] as Request).url);
  expect(lastUrl.searchParams.get('status')).toBe('pending');

  await user.click(screen.getByRole('button', { name: /Reset and refresh/ }));
  await waitFor(() => expect(rowIds()).toHaveLength(3));

  // Typed all at once: typing letter by letter through Ant Design is slow in jsdom.
  const search = (text: string) =>
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by process number, name or email' }), { target: { value: text } });
  search('proc-ccc');
  expect(rowIds()).toEqual(['BK-1']);
  search('HADDAD');
  expect(rowIds()).toEqual(['BK-3']);
  search('omar@shop');
  expect(rowIds()).toEqual(['BK-2']);
});

test('sorts by total as a number and by date, toggling both ways', async () => {
  const user = setUpUser();
  renderApp('/admin/orders');
  await screen.findByRole('link', { name: 'BK-3' }, SCREEN_READY);

  await user.click(screen.getByRole('columnheader', { name: /Total/ }));
  expect(rowIds()).toEqual(['BK-3', 'BK-1', 'BK-2']); // 9.50, 25, 100
  await user.click(screen.getByRole('columnheader', { name: /Total/ }));
  expect(rowIds()).toEqual(['BK-2', 'BK-1', 'BK-3']);
  await user.click(screen.getByRole('columnheader', { name: /Total/ }));
  expect(rowIds()).toEqual(['BK-3', 'BK-1', 'BK-2']);

  await user.click(screen.getByRole('columnheader', { name: /Date/ }));
  expect(rowIds()).toEqual(['BK-2', 'BK-1', 'BK-3']);
  await user.click(screen.getByRole('columnheader', { name: /Date/ }));
  expect(rowIds()).toEqual(['BK-3', 'BK-1', 'BK-2']);
});

test('exports the listed orders as CSV, as searched and sorted', async () => {
  const user = setUpUser();
  const blobs: Blob[] = [];
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return 'blob:orders';
  };
  URL.revokeObjectURL = () => {};
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderApp('/admin/orders');
  await screen.findByRole('link', { name: 'BK-3' }, SCREEN_READY);

  fireEvent.change(screen.getByRole('searchbox', { name: /Search/ }), { target: { value: 'example.com' } });
  await user.click(screen.getByRole('button', { name: /Export CSV/ }));

  expect(click).toHaveBeenCalledTimes(1);
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^orders-all-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readText(blobs[0]);
  expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
    'friendly_id,process_number,status,customer_name,customer_email,customer_phone,total_amount,currency,created_at',
    'BK-3,PROC-AAA,paid,Layla Haddad,layla@example.com,+31 6 12345678,9.50,EUR,2026-03-02T10:00:00.000Z',
    'BK-1,PROC-CCC,sent,Anna de Vries,anna@example.com,+31 6 12345678,25.00,EUR,2026-02-01T10:00:00.000Z',
    '',
  ]);
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

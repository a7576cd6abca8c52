import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lendBrowserApis } from './admin-test-env';
import { AdminTable, type AdminColumn } from './admin-table';
import type { ListSort } from './list-state';

interface Reader {
  id: string;
  name: string;
  note: string;
}
type Column = 'name' | 'created_at';

const readers: Reader[] = Array.from({ length: 3 }, (_, n) => ({ id: `r${n}`, name: `Reader ${n}`, note: `Note ${n}` }));
const columns: AdminColumn<Reader, Column>[] = [
  { sortColumn: 'name', title: 'Name', dataIndex: 'name' },
  { title: 'Note', dataIndex: 'note' },
  { sortColumn: 'created_at', title: 'Date', key: 'date', render: () => '2026-01-01' },
];

const onPageChange = jest.fn<(page: number) => void>();
const onSortChange = jest.fn<(sort: ListSort<Column>) => void>();
const onRetry = jest.fn<() => void>();

beforeEach(() => {
  lendBrowserApis();
  jest.clearAllMocks();
});
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

function renderTable(props: Partial<Parameters<typeof AdminTable<Reader, Column>>[0]> = {}) {
  return render(
    <AdminTable<Reader, Column>
      columns={columns}
      rows={readers}
      total={60}
      page={1}
      pageSize={25}
      onPageChange={onPageChange}
      sort={{ column: 'created_at', direction: 'desc' }}
      onSortChange={onSortChange}
      loading={false}
      emptyText="No readers"
      cards={(rows) => (
        <ul aria-label="Readers">
          {rows.map((row) => (
            <li key={row.id}>{row.name}</li>
          ))}
        </ul>
      )}
      table={{ rowKey: 'id' }}
      {...props}
    />,
  );
}

test("the sorted column shows the list's sort; a header click asks for the other way or the new column, a pager click for the page", async () => {
  const user = userEvent.setup();
  renderTable();
  expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute('aria-sort');

  await user.click(screen.getByRole('columnheader', { name: /Date/ }));
  expect(onSortChange).toHaveBeenLastCalledWith({ column: 'created_at', direction: 'asc' });
  await user.click(screen.getByRole('columnheader', { name: /Name/ }));
  expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'asc' });
  // A column of no sort is not a sorter.
  await user.click(screen.getByRole('columnheader', { name: 'Note' }));
  expect(onSortChange).toHaveBeenCalledTimes(2);

  await user.click(screen.getByRole('listitem', { name: '3' }));
  expect(onPageChange).toHaveBeenCalledWith(3);
  expect(onSortChange).toHaveBeenCalledTimes(2);
});

test('an ascending sort shows as ascending and its next click asks for descending', async () => {
  renderTable({ sort: { column: 'name', direction: 'asc' } });
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
  expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'desc' });
});

test('no rows: the empty text; a failed load: the failure and a retry, not "empty"', async () => {
  const { rerender } = renderTable({ rows: [], total: 0 });
  expect(screen.getByText('No readers')).toBeInTheDocument();

  rerender(
    <AdminTable<Reader, Column>
      columns={columns}
      rows={[]}
      total={0}
      page={1}
      pageSize={25}
      onPageChange={onPageChange}
      sort={{ column: 'name', direction: 'asc' }}
      onSortChange={onSortChange}
      loading={false}
      emptyText="No readers"
      failed={{ message: 'The readers could not be loaded.', retryLabel: 'Try again', onRetry }}
      table={{ rowKey: 'id' }}
    />,
  );
  expect(screen.getByText('The readers could not be loaded.')).toBeInTheDocument();
  expect(screen.queryByText('No readers')).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('small screens: the rows as cards with a compact pager; nothing said to be empty before the first answer', async () => {
  lendBrowserApis({ width: 390 });
  const { unmount } = renderTable();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Readers' })).getAllByRole('listitem')).toHaveLength(3);
  await userEvent.click(screen.getByRole('listitem', { name: 'Next Page' }));
  expect(onPageChange).toHaveBeenCalledWith(2);
  unmount();

  renderTable({ rows: [], total: 0, loading: true, firstLoad: true });
  expect(screen.queryByText('No readers')).not.toBeInTheDocument();
});

import type { ReactNode } from 'react';
import { Empty, Pagination, Spin, Table, type TableColumnType, type TableProps } from 'antd';
import type { ListSort, SortDirection } from './list-state';
import { LoadFailed } from './load-failed';
import { useWideScreen } from './use-wide-screen';
import styles from './admin-table.module.css';

/** A column of an admin list; one with `sortColumn` sorts the list by that column of the model. */
export type AdminColumn<Row, Column extends string> = TableColumnType<Row> & { sortColumn?: Column };

/** The table's words for the list's directions. Clicking toggles them; a list never falls back to unsorted. */
const TABLE_ORDER = { asc: 'ascend', desc: 'descend' } as const satisfies Record<SortDirection, string>;
const TOGGLING: ('ascend' | 'descend')[] = ['ascend', 'descend', 'ascend'];

/** A list that could not be loaded: what to say and how to try again (false or absent: it loaded). */
export type AdminTableFailure = { message: string; retryLabel?: string; onRetry: () => void } | false;

interface AdminTableProps<Row, Column extends string> {
  columns: AdminColumn<Row, Column>[];
  /** One page of rows, filtered, searched, sorted and paged by the server. */
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: ListSort<Column>;
  onSortChange: (sort: ListSort<Column>) => void;
  /** A request is under way (the rows shown may be the previous ones). */
  loading: boolean;
  /** Nothing has arrived yet: no "empty" text until something has. */
  firstLoad?: boolean;
  emptyText: string;
  /** The list could not be loaded: said instead of an empty list that would look like "there are none". */
  failed?: AdminTableFailure;
  /** Small screens: the rows as cards (a list), with a compact pager; without it the table shows there too. */
  cards?: (rows: Row[]) => ReactNode;
  /** What else the table needs (row key, row clicks, scrolling). */
  table: Pick<TableProps<Row>, 'rowKey' | 'onRow' | 'scroll' | 'size' | 'rowClassName'>;
}

/**
 * The back office's one list view: a table whose column sorters and pager ask the server for
 * another sort or page (`sorter: true` leaves the ordering to the server, so the cards share it),
 * cards on small screens, and the loading, empty and failed states.
 */
export function AdminTable<Row extends object, Column extends string>(props: AdminTableProps<Row, Column>) {
  const { columns, rows, total, page, pageSize, onPageChange, sort, onSortChange, loading, firstLoad = false, emptyText, failed } = props;
  const wide = useWideScreen();
  if (failed) return <LoadFailed message={failed.message} retryLabel={failed.retryLabel} onRetry={failed.onRetry} />;

  if (!wide && props.cards)
    return (
      <Spin spinning={loading}>
        {rows.length > 0 ? (
          <>
            {props.cards(rows)}
            <Pagination
              className={styles.pager}
              current={page}
              pageSize={pageSize}
              total={total}
              hideOnSinglePage
              showSizeChanger={false}
              simple
              onChange={(next) => onPageChange(next)}
            />
          </>
        ) : (
          !firstLoad && <Empty description={emptyText} />
        )}
      </Spin>
    );

  const tableColumns = columns.map(({ sortColumn, ...column }) =>
    sortColumn
      ? {
          ...column,
          // The table reports a sorter click by the column's key.
          key: sortColumn,
          sorter: true,
          sortDirections: TOGGLING,
          sortOrder: sort.column === sortColumn ? TABLE_ORDER[sort.direction] : null,
        }
      : column,
  );
  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'paginate') return onPageChange(pagination.current ?? 1);
    const { columnKey, order } = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = columns.find((candidate) => candidate.sortColumn !== undefined && candidate.sortColumn === columnKey)?.sortColumn;
    if (column && order) onSortChange({ column, direction: order === 'ascend' ? 'asc' : 'desc' });
  };
  return (
    <Table<Row>
      {...props.table}
      columns={tableColumns}
      dataSource={rows}
      loading={loading}
      onChange={onChange}
      locale={{ emptyText }}
      pagination={{ current: page, pageSize, total, hideOnSinglePage: true, showSizeChanger: false }}
    />
  );
}

import type { TableProps } from 'antd';

/** The admin lists are always sorted by something, one way or the other. */
export type SortDirection = 'ascend' | 'descend';

/**
 * The props of a table column whose sorting the page does (`sorter: true`): the rows arrive sorted,
 * so the small screens' cards share the order. Clicking toggles ascending and descending; it never
 * falls back to unsorted.
 */
export function sortableColumn<Key extends string>(key: Key, sortedBy: Key, direction: SortDirection) {
  return {
    key,
    sorter: true,
    sortDirections: ['ascend', 'descend', 'ascend'] as SortDirection[],
    sortOrder: key === sortedBy ? direction : null,
  };
}

/**
 * A table's onChange that reports a click on the sorter of one of the `keys` columns as the new
 * sort, and a click on its pager as the new page (the server pages the list).
 */
export function tableSortHandler<Row, Key extends string>(
  keys: readonly Key[],
  onSort: (key: Key, direction: SortDirection) => void,
  onPage: (page: number) => void,
): TableProps<Row>['onChange'] {
  return (pagination, _filters, sorter, { action }) => {
    if (action === 'paginate') return onPage(pagination.current ?? 1);
    const { columnKey, order } = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = keys.find((candidate) => candidate === columnKey);
    if (key && order) onSort(key, order);
  };
}

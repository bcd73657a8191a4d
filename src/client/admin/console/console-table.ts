import {
  createTable,
  getCoreRowModel,
  type SortingState,
  type Table,
  type TableOptions,
} from '@tanstack/react-table';

/**
 * A console list's TanStack table, made afresh from what this render shows. The lists control all
 * of the table's state (the URL holds the sort and the page; the server or the caller sorts, pages
 * and filters the rows), so the table keeps none of its own. A new, unchanging table each render is
 * what the React Compiler can memoise, where `useReactTable`'s one table, changing underneath, is
 * not (react-hooks/incompatible-library).
 */
export function consoleTable<Row>({
  data,
  columns,
  getRowId,
  sorting = [],
  page,
}: {
  data: Row[];
  columns: TableOptions<Row>['columns'];
  /** A row's key; its place in `data` unless given. */
  getRowId?: (row: Row) => string;
  sorting?: SortingState;
  /** A page of a list paged by the server: which one (from 1), its size and the list's length. */
  page?: { index: number; size: number; rowCount: number };
}): Table<Row> {
  const table = createTable<Row>({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId,
    manualPagination: true,
    manualSorting: true,
    rowCount: page?.rowCount,
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
  });
  table.setOptions((options) => ({
    ...options,
    state: {
      ...table.initialState,
      sorting,
      ...(page && { pagination: { pageIndex: page.index - 1, pageSize: page.size } }),
    },
  }));
  return table;
}

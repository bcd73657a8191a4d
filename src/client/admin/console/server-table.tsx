import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Column, SortingState, TableOptions } from '@tanstack/react-table';
import { consoleTable } from './console-table.ts';
import { DataTable, type TableLayout } from './data-table.tsx';
import { LoadError } from './load-error.tsx';
import { PageNav } from './page-nav.tsx';
import type { SortSpec } from './sort-header.tsx';
import { writeQuery } from './list-query.ts';
import type { PageQuery, ServerList } from './use-server-table.ts';

/**
 * A list the server searches, sorts and pages (`useServerTable`): its table (TanStack's, in manual
 * mode) over the page the query holds, then "Showing 26–50 of 73" with Previous and Next, which
 * move the URL's `page`. A query that fails shows the server's message (else `failed`) with "Try
 * again", or `failure` where the list words it so.
 */
export function ServerTable<Row extends { id: string }>({
  list: { query, page },
  columns,
  sorting,
  sort,
  layout,
  caption,
  empty,
  none,
  failed,
  failure,
}: {
  list: ServerList<PageQuery<Row>>;
  columns: TableOptions<Row>['columns'];
  sorting?: SortingState;
  sort?: (column: Column<Row>) => SortSpec | undefined;
  layout: TableLayout;
  caption?: string;
  /** What the table says when the page has no rows. */
  empty: ReactNode;
  /** What the page line says when there are none. */
  none: string;
  failed: string;
  /** Shown instead of the table and pages while the query for the current page fails. */
  failure?: ReactNode;
}) {
  const [, setParams] = useSearchParams();
  const { data } = query;
  if (failure && query.isError && !query.isPlaceholderData) return failure;
  const table = consoleTable({
    data: data?.items ?? [],
    columns,
    getRowId: (row) => row.id,
    sorting,
    page: { ...page, rowCount: data?.total ?? 0 },
  });
  return (
    <>
      {query.isError && !data ? (
        <LoadError query={query} fallback={failed} />
      ) : (
        <DataTable
          table={table}
          layout={layout}
          caption={caption}
          busy={query.isFetching}
          loading={query.isPending}
          empty={empty}
          sort={sort}
        />
      )}
      {data && (
        <PageNav
          page={data.page}
          pageSize={data.pageSize}
          shown={data.items.length}
          total={data.total}
          none={none}
          onPage={(next) => setParams((current) => writeQuery(current, { page: next }, { page: 1 }))}
        />
      )}
    </>
  );
}

import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/indian-time.ts';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { SearchBox } from '../search-box.tsx';
import { ExportUsersButton } from './export-users-button.tsx';
import {
  nextSort,
  PAGE_SIZE,
  readUsersView,
  writeUsersView,
  type UserSort,
  type UsersView,
} from './users-params.ts';
import { PageNav } from '../page-nav.tsx';
import { DataTable, type TableLayout } from '../data-table.tsx';
import { LoadError } from '../load-error.tsx';

type Row = RouterOutputs['adminUsers']['list']['items'][number];

const column = createColumnHelper<Row>();
/** Columns of counts, right-aligned. */
const NUMERIC = new Set(['registrations']);
const LAYOUT: TableLayout = {
  table: 'w-full min-w-[720px] text-left text-sm',
  header: (id) => (NUMERIC.has(id) ? 'text-right' : undefined),
  cell: (id) => (NUMERIC.has(id) ? 'px-3 py-2 text-right tabular-nums' : 'px-3 py-2 whitespace-nowrap'),
};

/** The accounts, searched, sorted and paged by the server, with the state in the URL. */
export function UsersList() {
  const [params, setParams] = useSearchParams();
  const view = readUsersView(params);
  const update = (changes: Partial<UsersView>, replace = false) =>
    setParams((current) => writeUsersView(current, changes), { replace });

  const list = trpc.adminUsers.list.useQuery(
    {
      search: view.search || undefined,
      page: view.page,
      pageSize: PAGE_SIZE,
      sort: view.sort,
      order: view.order,
    },
    { placeholderData: keepPreviousData },
  );

  const userHref = (id: string) => `?${writeUsersView(params, { user: id }).toString()}`;
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Name',
        cell: (info) => (
          <Link
            to={userHref(info.row.original.id)}
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('email', {
        header: 'E-mail',
        cell: (info) => info.getValue() ?? <span className="text-muted-foreground">—</span>,
      }),
      column.accessor('phone', {
        header: 'Phone',
        enableSorting: false,
        cell: (info) => info.getValue() ?? <span className="text-muted-foreground">—</span>,
      }),
      column.accessor('role', {
        header: 'Role',
        enableSorting: false,
        cell: (info) => <RoleBadge role={info.getValue()} />,
      }),
      column.accessor('registrations', {
        header: 'Registrations',
        enableSorting: false,
        cell: (info) => info.getValue(),
      }),
      column.accessor('createdAt', {
        header: 'Joined',
        cell: (info) => formatDate(info.getValue()),
      }),
    ],
    // The name's link keeps the rest of the query, so it changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params],
  );

  // The compiler leaves this component unmemoised, as it should: the table's functions read the
  // current state on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: list.data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualPagination: true,
    manualSorting: true,
    rowCount: list.data?.total ?? 0,
    state: {
      sorting: [{ id: view.sort, desc: view.order === 'desc' }],
      pagination: { pageIndex: view.page - 1, pageSize: PAGE_SIZE },
    },
  });

  const shown = list.data?.items.length ?? 0;
  const total = list.data?.total ?? 0;

  return (
    <section aria-label="Users" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          value={view.search}
          onSearch={(search) => update({ search }, true)}
          label="Search users"
          placeholder="Search name, e-mail or phone"
          maxLength={200}
        />
        <ExportUsersButton />
      </div>

      {list.isError && !list.data ? (
        <LoadError query={list} fallback="Could not load the users. Please try again." />
      ) : (
        <DataTable
          table={table}
          layout={LAYOUT}
          busy={list.isFetching}
          loading={list.isPending}
          empty={<>No users match{view.search ? ` “${view.search}”` : ''}.</>}
          sort={(col) => {
            const id = col.id as UserSort;
            return col.getCanSort()
              ? { direction: view.sort === id ? view.order : null, onSort: () => update(nextSort(view, id)) }
              : undefined;
          }}
        />
      )}

      {list.data && (
        <PageNav
          page={list.data.page}
          pageSize={list.data.pageSize}
          shown={shown}
          total={total}
          none="No users"
          onPage={(page) => update({ page })}
        />
      )}
    </section>
  );
}

export function RoleBadge({ role }: { role: Row['role'] }) {
  return role === 'admin' ? <Badge>Admin</Badge> : <Badge variant="secondary">User</Badge>;
}

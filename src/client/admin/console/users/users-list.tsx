import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/errors.ts';
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
import { SortHeader } from '../sort-header.tsx';

type Row = RouterOutputs['adminUsers']['list']['items'][number];

const column = createColumnHelper<Row>();
/** Columns of counts, right-aligned. */
const NUMERIC = new Set(['registrations']);

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
        <div className="flex flex-col items-start gap-3 rounded-lg border p-4">
          <FormError message={errorText(list.error, 'Could not load the users. Please try again.')} />
          <Button type="button" variant="outline" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-lg border" aria-busy={list.isFetching}>
          <table className="w-full min-w-[720px] text-left text-sm">
            <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const id = header.column.id as UserSort;
                    return (
                      <SortHeader
                        key={header.id}
                        label={flexRender(header.column.columnDef.header, header.getContext())}
                        className={NUMERIC.has(id) ? 'text-right' : undefined}
                        sort={
                          header.column.getCanSort()
                            ? {
                                direction: view.sort === id ? view.order : null,
                                onSort: () => update(nextSort(view, id)),
                              }
                            : undefined
                        }
                      />
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y">
              {list.isPending ? (
                <LoadingRows columns={columns.length} />
              ) : shown === 0 ? (
                <tr>
                  <td colSpan={columns.length} className="px-3 py-10 text-center text-muted-foreground">
                    No users match{view.search ? ` “${view.search}”` : ''}.
                  </td>
                </tr>
              ) : (
                table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className="hover:bg-muted/30">
                    {row.getVisibleCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={
                          NUMERIC.has(cell.column.id)
                            ? 'px-3 py-2 text-right tabular-nums'
                            : 'px-3 py-2 whitespace-nowrap'
                        }
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
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

function LoadingRows({ columns }: { columns: number }) {
  return Array.from({ length: 5 }, (_, row) => (
    <tr key={row} aria-hidden="true">
      {Array.from({ length: columns }, (_, cell) => (
        <td key={cell} className="px-3 py-3">
          <Skeleton className="h-4 w-full max-w-32" />
        </td>
      ))}
    </tr>
  ));
}

import { Link, useSearchParams } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/indian-time.ts';
import { trpc, type RouterOutputs } from '../../../lib/trpc.ts';
import { SearchBox } from '../search-box.tsx';
import { ExportUsersButton } from './export-users-button.tsx';
import {
  nextSort,
  readUsersView,
  USERS_URL,
  writeUsersView,
  type UserSort,
  type UsersView,
} from './users-params.ts';
import type { TableLayout } from '../data-table.tsx';
import { ServerTable } from '../server-table.tsx';
import { useServerTable } from '../use-server-table.ts';

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

  const list = useServerTable(trpc.adminUsers.list, USERS_URL);

  const userHref = (id: string) => `?${writeUsersView(params, { user: id }).toString()}`;
  const columns = [
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
  ];

  return (
    <section aria-label="Users" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          value={view.search}
          onSearch={(search) => update({ search }, true)}
          label="Search users"
          placeholder="Search name, e-mail or phone"
        />
        <ExportUsersButton />
      </div>

      <ServerTable
        list={list}
        columns={columns}
        sorting={[{ id: view.sort, desc: view.order === 'desc' }]}
        sort={(col) => {
          const id = col.id as UserSort;
          return col.getCanSort()
            ? { direction: view.sort === id ? view.order : null, onSort: () => update(nextSort(view, id)) }
            : undefined;
        }}
        layout={LAYOUT}
        empty={<>No users match{view.search ? ` “${view.search}”` : ''}.</>}
        none="No users"
        failed="Could not load the users. Please try again."
      />
    </section>
  );
}

export function RoleBadge({ role }: { role: Row['role'] }) {
  return role === 'admin' ? <Badge>Admin</Badge> : <Badge variant="secondary">User</Badge>;
}

import { adminUserListSchema, type USER_SORTS } from '../../../../shared/admin-users.ts';
import type { SortOrder } from '../../../../shared/paging.ts';
import { readListQuery, writeFilters, writeQuery, type ListUrl } from '../list-query.ts';

// The users section's state lives in the URL, next to `section=users`: the search (`q`), the sort
// (`sort`, `order`), the page (`page`) and an open user (`user`).

export type UserSort = (typeof USER_SORTS)[number];

/** The list procedure's input in the URL. */
export const USERS_URL = {
  schema: adminUserListSchema,
  names: { search: 'q' },
} satisfies ListUrl<typeof adminUserListSchema.shape>;

const query = adminUserListSchema.omit({ pageSize: true });
const DEFAULTS = query.parse({});

export interface UsersView {
  search: string;
  sort: UserSort;
  order: SortOrder;
  page: number;
  user: string | null;
}

/** The view a query string names. */
export function readUsersView(params: URLSearchParams): UsersView {
  const { search = '', sort, order, page } = readListQuery(query, params, USERS_URL.names);
  return { search, sort, order, page, user: params.get('user') || null };
}

/**
 * A copy of `params` with `changes` applied: a change of search or sort goes back to page 1, and a
 * default value leaves its parameter out. Parameters the section does not own are kept.
 */
export function writeUsersView(params: URLSearchParams, changes: Partial<UsersView>): URLSearchParams {
  const { search, sort, order, page, user } = changes;
  const next = writeFilters(params, { q: search, sort, order }, DEFAULTS);
  return writeQuery(next, { page, user }, DEFAULTS);
}

/**
 * The next sort when a column's header is pressed: a new column starts ascending for names and
 * e-mails and newest first for dates; the sorted column flips its order.
 */
export function nextSort(current: { sort: UserSort; order: SortOrder }, column: UserSort) {
  if (current.sort === column)
    return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' } as const;
  return { sort: column, order: column === 'createdAt' ? 'desc' : 'asc' } as const;
}

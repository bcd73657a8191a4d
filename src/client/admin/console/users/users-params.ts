import { USER_SORTS } from '../../../../shared/admin-users.ts';

// The users section's state lives in the URL, next to `section=users`: the search (`q`), the sort
// (`sort`, `order`), the page (`page`) and an open user (`user`). These read and write it; a value
// the server would refuse reads as the default, so a hand-edited URL still shows a list.

export type UserSort = (typeof USER_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

export const PAGE_SIZE = 25;

export interface UsersView {
  search: string;
  sort: UserSort;
  order: SortOrder;
  page: number;
  user: string | null;
}

const isSort = (value: string | null): value is UserSort => USER_SORTS.some((sort) => sort === value);

/** The view a query string names. */
export function readUsersView(params: URLSearchParams): UsersView {
  const sort = params.get('sort');
  const order = params.get('order');
  const page = Number(params.get('page'));
  return {
    search: params.get('q')?.trim().slice(0, 200) ?? '',
    sort: isSort(sort) ? sort : 'createdAt',
    order: order === 'asc' || order === 'desc' ? order : 'desc',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    user: params.get('user') || null,
  };
}

/**
 * A copy of `params` with `changes` applied: a change of search or sort goes back to page 1, and a
 * default value leaves its parameter out. Parameters the section does not own are kept.
 */
export function writeUsersView(params: URLSearchParams, changes: Partial<UsersView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  if (changes.search !== undefined) set('q', changes.search.trim());
  if (changes.sort !== undefined) set('sort', changes.sort === 'createdAt' ? null : changes.sort);
  if (changes.order !== undefined) set('order', changes.order === 'desc' ? null : changes.order);
  if (changes.search !== undefined || changes.sort !== undefined || changes.order !== undefined) {
    next.delete('page');
  }
  if (changes.page !== undefined) set('page', changes.page > 1 ? String(changes.page) : null);
  if (changes.user !== undefined) set('user', changes.user);
  return next;
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

/** "Showing 26–50 of 73", or null when there is nothing to show. */
export function showingText(page: number, pageSize: number, shown: number, total: number): string | null {
  if (shown === 0) return null;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + shown - 1} of ${total}`;
}

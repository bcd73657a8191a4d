import { adminRegistrationListSchema } from '../../../../shared/admin-registrations.ts';
import type { SortOrder } from '../../../../shared/paging.ts';
import type { PlayFormat, REGISTRATION_STATUSES } from '../../../../shared/registration-rules.ts';
import { readListQuery, writeFilters, writeQuery, type ListUrl } from '../list-query.ts';

// The registrations section's state lives in the URL, next to `section=registrations`: the search
// (`q`), the filters (`game`, `format`, `status`), the order of the creation dates (`order`), the
// page (`page`) and an open registration (`registration`).

export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The list procedure's input in the URL. */
export const REGISTRATIONS_URL = {
  schema: adminRegistrationListSchema,
  names: { search: 'q', playFormat: 'format' },
} satisfies ListUrl<typeof adminRegistrationListSchema.shape>;

const query = adminRegistrationListSchema.omit({ pageSize: true });
const DEFAULTS = query.parse({});

export interface RegistrationsView {
  search: string;
  /** A game's slug, or '' for every game. */
  game: string;
  format: PlayFormat | null;
  status: RegistrationStatus | null;
  order: SortOrder;
  page: number;
  registration: string | null;
}

/** The view a query string names. */
export function readRegistrationsView(params: URLSearchParams): RegistrationsView {
  const view = readListQuery(query, params, REGISTRATIONS_URL.names);
  return {
    search: view.search ?? '',
    game: view.game ?? '',
    format: view.playFormat ?? null,
    status: view.status ?? null,
    order: view.order,
    page: view.page,
    registration: params.get('registration') || null,
  };
}

/**
 * A copy of `params` with `changes` applied: a change of search, filter or order goes back to
 * page 1, and a default value leaves its parameter out. Parameters the section does not own are
 * kept.
 */
export function writeRegistrationsView(
  params: URLSearchParams,
  changes: Partial<RegistrationsView>,
): URLSearchParams {
  const { search, game, format, status, order, page, registration } = changes;
  const next = writeFilters(params, { q: search, game, format, status, order }, DEFAULTS);
  return writeQuery(next, { page, registration }, DEFAULTS);
}

/** Whether the view narrows the list at all (for "Clear filters" and the empty message). */
export const isFiltered = (view: RegistrationsView) =>
  Boolean(view.search || view.game || view.format || view.status);

export const FORMAT_LABELS: Record<PlayFormat, string> = { solo: 'Solo', squad: 'Squad' };

export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  pending_payment: 'Pending payment',
  paid: 'Paid',
  expired: 'Expired',
};

export const PASS_LABELS = { premium: 'Premium', vip: 'VIP', basic: 'Basic' } as const;

/** "1 player" or "4 players". */
export const playersText = (count: number) => `${count} ${count === 1 ? 'player' : 'players'}`;

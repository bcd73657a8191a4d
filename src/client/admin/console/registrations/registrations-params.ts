import { PLAY_FORMATS, REGISTRATION_STATUSES } from '../../../../shared/registration-rules.ts';
import type { PlayFormat } from '../../../../shared/registration-rules.ts';

// The registrations section's state lives in the URL, next to `section=registrations`: the search
// (`q`), the filters (`game`, `format`, `status`), the order of the creation dates (`order`), the
// page (`page`) and an open registration (`registration`). These read and write it; a value the
// server would refuse reads as the default, so a hand-edited URL still shows a list.

export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export type SortOrder = 'asc' | 'desc';

export const PAGE_SIZE = 25;

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

const isFormat = (value: string | null): value is PlayFormat => PLAY_FORMATS.some((f) => f === value);
const isStatus = (value: string | null): value is RegistrationStatus =>
  REGISTRATION_STATUSES.some((s) => s === value);
const GAME_SLUG = /^[a-z0-9-]{1,80}$/;

/** The view a query string names. */
export function readRegistrationsView(params: URLSearchParams): RegistrationsView {
  const game = params.get('game') ?? '';
  const format = params.get('format');
  const status = params.get('status');
  const order = params.get('order');
  const page = Number(params.get('page'));
  return {
    search: params.get('q')?.trim().slice(0, 200) ?? '',
    game: GAME_SLUG.test(game) ? game : '',
    format: isFormat(format) ? format : null,
    status: isStatus(status) ? status : null,
    order: order === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
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
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  if (changes.search !== undefined) set('q', changes.search.trim());
  if (changes.game !== undefined) set('game', changes.game);
  if (changes.format !== undefined) set('format', changes.format);
  if (changes.status !== undefined) set('status', changes.status);
  if (changes.order !== undefined) set('order', changes.order === 'desc' ? null : changes.order);
  const refilter = ['search', 'game', 'format', 'status', 'order'] as const;
  if (refilter.some((key) => changes[key] !== undefined)) next.delete('page');
  if (changes.page !== undefined) set('page', changes.page > 1 ? String(changes.page) : null);
  if (changes.registration !== undefined) set('registration', changes.registration);
  return next;
}

/** Whether the view narrows the list at all (for "Clear filters" and the empty message). */
export const isFiltered = (view: RegistrationsView) =>
  Boolean(view.search || view.game || view.format || view.status);

export { showingText } from '../users/users-params.ts';

export const FORMAT_LABELS: Record<PlayFormat, string> = { solo: 'Solo', squad: 'Squad' };

export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  pending_payment: 'Pending payment',
  paid: 'Paid',
  expired: 'Expired',
};

export const RISK_LABELS = { hr: 'High risk', lr: 'Low risk' } as const;

export const PASS_LABELS = { premium: 'Premium', vip: 'VIP', basic: 'Basic' } as const;

/** "1 player" or "4 players". */
export const playersText = (count: number) => `${count} ${count === 1 ? 'player' : 'players'}`;

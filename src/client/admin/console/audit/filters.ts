import { readFilters, replaceFilters } from '../list-query.ts';

// The audit log's filters live in the URL next to `section=audit`, so a filtered view survives a
// reload and can be shared. Empty filters are left out of the URL.

export const FILTER_KEYS = ['actor', 'entity', 'entityId', 'action', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type AuditFilters = Partial<Record<FilterKey, string>>;

/** The filters the URL holds (trimmed, empty ones dropped). */
export const filtersFromParams = (params: URLSearchParams): AuditFilters => readFilters(FILTER_KEYS, params);

/** `params` with its filters replaced by `filters`; every other parameter (the section) is kept. */
export const withFilters = (params: URLSearchParams, filters: AuditFilters): URLSearchParams =>
  replaceFilters(FILTER_KEYS, params, filters);

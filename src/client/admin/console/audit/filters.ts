// The audit log's filters live in the URL next to `section=audit`, so a filtered view survives a
// reload and can be shared. Empty filters are left out of the URL.

export const FILTER_KEYS = ['actor', 'entity', 'entityId', 'action', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type AuditFilters = Partial<Record<FilterKey, string>>;

/** The filters the URL holds (trimmed, empty ones dropped). */
export function filtersFromParams(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** `params` with its filters replaced by `filters`; every other parameter (the section) is kept. */
export function withFilters(params: URLSearchParams, filters: AuditFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

import type { DeliveryStatus } from '../../../../shared/admin-notifications.ts';
import type { OutboundChannel } from '../../../../shared/notifications.ts';

// The delivery log's filters live in the URL next to `section=notifications`, so a filtered view
// survives a reload and can be shared. Empty filters are left out of the URL; the server checks
// the rest (and the form marks what it refuses).

export const FILTER_KEYS = ['channel', 'status', 'event', 'recipient', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type DeliveryFilters = Partial<Record<FilterKey, string>>;

/** The filters the URL holds (trimmed, empty ones dropped). */
export function filtersFromParams(params: URLSearchParams): DeliveryFilters {
  const filters: DeliveryFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** `params` with its filters replaced by `filters`; every other parameter (the section) is kept. */
export function withFilters(params: URLSearchParams, filters: DeliveryFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export const CHANNEL_LABELS: Record<OutboundChannel, string> = {
  email: 'E-mail',
  push: 'Push',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

export const STATUS_LABELS: Record<DeliveryStatus, string> = {
  queued: 'Queued',
  held: 'Held (quiet hours)',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

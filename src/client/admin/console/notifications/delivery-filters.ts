import type { DeliveryStatus } from '../../../../shared/admin-notifications.ts';
import type { OutboundChannel } from '../../../../shared/notifications.ts';
import { readFilters, replaceFilters } from '../list-query.ts';

// The delivery log's filters live in the URL next to `section=notifications`, so a filtered view
// survives a reload and can be shared. Empty filters are left out of the URL; the server checks
// the rest (and the form marks what it refuses).

export const FILTER_KEYS = ['channel', 'status', 'event', 'recipient', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type DeliveryFilters = Partial<Record<FilterKey, string>>;

/** The filters the URL holds (trimmed, empty ones dropped). */
export const filtersFromParams = (params: URLSearchParams): DeliveryFilters =>
  readFilters(FILTER_KEYS, params);

/** `params` with its filters replaced by `filters`; every other parameter (the section) is kept. */
export const withFilters = (params: URLSearchParams, filters: DeliveryFilters): URLSearchParams =>
  replaceFilters(FILTER_KEYS, params, filters);

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

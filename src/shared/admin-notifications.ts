import { z } from 'zod';
import { OUTBOUND_CHANNELS } from './notifications.ts';

// The console's delivery log (issue 28): every message sent by e-mail, push, SMS or WhatsApp, its
// filters, the resend of a failed one and today's counts per channel. Days are India's.

/** A delivery's life: queued → sent → delivered, or failed; held waits for quiet hours to end. */
export const DELIVERY_STATUSES = ['queued', 'held', 'sent', 'delivered', 'failed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const DAY_MESSAGE = 'Dates are yyyy-mm-dd.';
/** A day that exists: the calendar would roll 2026-02-31 over into March. */
const isCalendarDay = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
};
const day = z
  .string()
  .regex(/^[12]\d{3}-\d{2}-\d{2}$/, DAY_MESSAGE)
  .refine(isCalendarDay, DAY_MESSAGE);

export const DELIVERY_LOG_PAGE_SIZE = 50;

/** The log's filters, as the console's URL holds them (without the dates' order check). */
export const deliveryLogFiltersSchema = z.object({
  channel: z
    .enum(OUTBOUND_CHANNELS, { error: `The channel must be one of: ${OUTBOUND_CHANNELS.join(', ')}.` })
    .optional(),
  status: z
    .enum(DELIVERY_STATUSES, { error: `The status must be one of: ${DELIVERY_STATUSES.join(', ')}.` })
    .optional(),
  /** The event's type, e.g. `room.released` (catalogue.ts). */
  event: z.string().trim().min(1).max(60).optional(),
  /** Part of the recipient's e-mail address, phone number or name. */
  recipient: z.string().trim().min(1).max(100).optional(),
  /** Inclusive days in India's time (Asia/Kolkata), by when the message was queued. */
  from: day.optional(),
  to: day.optional(),
});

export const deliveryLogQuerySchema = deliveryLogFiltersSchema
  .extend({
    /** `nextCursor` of the page before. */
    cursor: z.string().max(200).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1, 'At least 1 per page.')
      .max(200, 'At most 200 per page.')
      .default(DELIVERY_LOG_PAGE_SIZE),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.from > value.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date is before the start date.' });
  });
export type DeliveryLogQuery = z.infer<typeof deliveryLogQuerySchema>;

export const deliveryLogEntrySchema = z.object({
  id: z.string(),
  event: z.string(),
  eventKey: z.string(),
  channel: z.enum(OUTBOUND_CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  language: z.enum(['en', 'hi']),
  attempts: z.number(),
  /** Why it failed (or why the last try did): the provider's words. */
  error: z.string().nullable(),
  providerMessageId: z.string().nullable(),
  /** The recipient as the account says now; name, e-mail and phone are null where it has none. */
  recipient: z.object({
    id: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  createdAt: z.date(),
  notBefore: z.date(),
  sentAt: z.date().nullable(),
  deliveredAt: z.date().nullable(),
  failedAt: z.date().nullable(),
});
export type DeliveryLogEntry = z.infer<typeof deliveryLogEntrySchema>;

export const deliveryLogPageSchema = z.object({
  /** Newest first. */
  items: z.array(deliveryLogEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type DeliveryLogPage = z.infer<typeof deliveryLogPageSchema>;

export const resendDeliverySchema = z.object({ id: z.uuid('That is not a delivery id.') });

export const resendResultSchema = z.object({
  delivery: deliveryLogEntrySchema,
  /** False when it was already queued again (a second click, a retried request): nothing changed. */
  requeued: z.boolean(),
});
export type ResendResult = z.infer<typeof resendResultSchema>;

export const deliveryCountsQuerySchema = z.object({
  /** India's day to count (default: today in India). */
  day: day.optional(),
});

export const channelCountsSchema = z.object({
  channel: z.enum(OUTBOUND_CHANNELS),
  /** Left the site that day (the provider accepted them), delivered since or not. */
  sent: z.number(),
  /** Confirmed delivered that day, where the provider reports it. */
  delivered: z.number(),
  /** Failed that day and not sent again. */
  failed: z.number(),
  /** Waiting now, whatever day they were queued: due to be sent, or held for quiet hours. */
  queued: z.number(),
  held: z.number(),
});
export type ChannelCounts = z.infer<typeof channelCountsSchema>;

export const deliveryCountsSchema = z.object({
  day: z.string(),
  channels: z.array(channelCountsSchema),
});
export type DeliveryCounts = z.infer<typeof deliveryCountsSchema>;

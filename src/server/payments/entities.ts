import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt, updatedAt } from '../db/columns.ts';
import { Participant } from '../registration/entities.ts';
import { AppUser } from '../users/entities.ts';
import { COUPON_KINDS } from '../../shared/coupons.ts';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../shared/payment-statuses.ts';

export { PAYMENT_STATUSES, type PaymentStatus };

/** Waiting for the player: the only statuses a payment can settle from without an admin. */
export const WAITING_STATUSES = ['pending', 'mock-pending'] as const satisfies readonly PaymentStatus[];
/** Money taken (and perhaps partly given back). */
export const PAID_STATUSES = [
  'success',
  'partially-refunded',
  'refunded',
] as const satisfies readonly PaymentStatus[];

export const PAYMENT_EVENT_SOURCES = [
  'initiate',
  'confirm',
  'status',
  'callback',
  'webhook',
  'reconcile',
  'admin',
  'registration',
] as const;
export type PaymentEventSource = (typeof PAYMENT_EVENT_SOURCES)[number];

/**
 * A payment for one participant. Amounts are whole rupees from the pass catalogue. Payments are
 * money records, never deleted: when the registration or the account goes, the link becomes null.
 */
const PaymentSchema = defineEntity({
  name: 'Payment',
  tableName: 'payment',
  properties: {
    id: uuidPrimaryKey(),
    participant: () => p.manyToOne(Participant).nullable().deleteRule('set null').index(),
    owner: () => p.manyToOne(AppUser).nullable().deleteRule('set null').index(),
    amount: p.integer(),
    currency: p.string().length(3).default('INR'),
    method: p.string().length(40).default('upi'),
    couponCode: p.string().length(40).nullable().index(),
    gateway: p.string().length(40),
    /** The gateway's order (Razorpay `order_...`). */
    gatewayReference: p.string().length(200).nullable().index(),
    /** The gateway's payment that settled it (Razorpay `pay_...`). */
    gatewayPaymentId: p.string().length(64).nullable().index(),
    status: p.enum(PAYMENT_STATUSES),
    /** Set while the payment is live (pending or paid): a unique index allows one per participant. */
    liveKey: p.uuid().nullable().unique(),
    paidAt: p.datetime().nullable(),
    /** Once its owner's account is erased: the anonymised id the kept money records share (privacy/erasure.ts). */
    erasedOwner: p.string().length(40).nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The admin list's default order, its date and status filters.
  indexes: [{ properties: ['createdAt'] }, { properties: ['status'] }],
});
export class Payment extends PaymentSchema.class {}
PaymentSchema.setClass(Payment);

/**
 * Every status change of a payment, with its time and source (`registration`: the registration
 * closed, e.g. expired unpaid or its account deleted). The foreign key refuses to delete a payment.
 */
const PaymentEventSchema = defineEntity({
  name: 'PaymentEvent',
  tableName: 'payment_event',
  properties: {
    id: uuidPrimaryKey(),
    payment: () => p.manyToOne(Payment).deleteRule('restrict').index(),
    fromStatus: p.string().length(20).nullable(),
    toStatus: p.string().length(20),
    source: p.enum(PAYMENT_EVENT_SOURCES),
    /** The admin behind an `admin` change. */
    actorId: p.uuid().nullable(),
    detail: p.text().nullable(),
    at: p.datetime().onCreate(() => new Date()),
  },
  // The admin's log of every change, newest first.
  indexes: [{ properties: ['at'] }],
});
export class PaymentEvent extends PaymentEventSchema.class {}
PaymentEventSchema.setClass(PaymentEvent);

/**
 * A gateway webhook delivery already handled, by the gateway's event id (Razorpay keeps it on
 * retries). Inserted in the transaction of the change it made, so a repeat changes nothing.
 */
const PaymentWebhookEventSchema = defineEntity({
  name: 'PaymentWebhookEvent',
  tableName: 'payment_webhook_event',
  properties: {
    eventId: p.string().length(100).primary(),
    event: p.string().length(60),
    /**
     * The event name, its entity's id and creation time (webhooks.ts): the same body replayed
     * under a new event id is a duplicate too.
     */
    payloadKey: p.string().length(200).nullable().unique(),
    payment: () => p.manyToOne(Payment).nullable().deleteRule('restrict').index(),
    receivedAt: p.datetime().onCreate(() => new Date()),
  },
});
export class PaymentWebhookEvent extends PaymentWebhookEventSchema.class {}
PaymentWebhookEventSchema.setClass(PaymentWebhookEvent);

export const REFUND_STATUSES = ['requested', 'pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money given back for a payment, whole or part. `requested` until the gateway has answered (its
 * id is the gateway's idempotency key, so asking again never refunds twice), then the gateway's
 * own status. A money record: never deleted.
 */
const PaymentRefundSchema = defineEntity({
  name: 'PaymentRefund',
  tableName: 'payment_refund',
  properties: {
    id: uuidPrimaryKey(),
    payment: () => p.manyToOne(Payment).deleteRule('restrict').index(),
    amount: p.integer(),
    reason: p.text(),
    status: p.enum(REFUND_STATUSES),
    gatewayRefundId: p.string().length(64).nullable().unique(),
    /** The admin who asked; null for a refund made at the gateway's dashboard. */
    actorId: p.uuid().nullable(),
    failureReason: p.text().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export class PaymentRefund extends PaymentRefundSchema.class {}
PaymentRefundSchema.setClass(PaymentRefund);

/**
 * A discount code (admin: /admin/coupons); codes are checked on the server only. A use is a
 * payment waiting or paid with it, counted under this row's lock when a payment is made.
 */
const CouponSchema = defineEntity({
  name: 'Coupon',
  tableName: 'coupon',
  properties: {
    code: p.string().length(40).primary(),
    kind: p.enum(COUPON_KINDS).default('percent'),
    /** Percent off (1 to 100) or rupees off, by `kind`. */
    value: p.integer(),
    active: p.boolean().default(true),
    validFrom: p.datetime().nullable(),
    validUntil: p.datetime().nullable(),
    maxUses: p.integer().nullable(),
    maxUsesPerPlayer: p.integer().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export class Coupon extends CouponSchema.class {}
CouponSchema.setClass(Coupon);

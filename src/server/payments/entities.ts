import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt, updatedAt } from '../db/columns.ts';
import { Participant } from '../registration/entities.ts';
import { AppUser } from '../users/entities.ts';

export const PAYMENT_STATUSES = ['pending', 'mock-pending', 'success', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

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
    couponCode: p.string().length(40).nullable(),
    gateway: p.string().length(40),
    gatewayReference: p.string().length(200).nullable(),
    status: p.enum(PAYMENT_STATUSES),
    /** Set while the payment is live (pending or paid): a unique index allows one per participant. */
    liveKey: p.uuid().nullable().unique(),
    paidAt: p.datetime().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
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
    source: p.enum(['initiate', 'confirm', 'status', 'webhook', 'admin', 'registration']),
    detail: p.text().nullable(),
    at: p.datetime().onCreate(() => new Date()),
  },
});
export class PaymentEvent extends PaymentEventSchema.class {}
PaymentEventSchema.setClass(PaymentEvent);

/** A discount code; codes are checked on the server only. */
const CouponSchema = defineEntity({
  name: 'Coupon',
  tableName: 'coupon',
  properties: {
    code: p.string().length(40).primary(),
    percentOff: p.integer(),
    active: p.boolean().default(true),
    validUntil: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export class Coupon extends CouponSchema.class {}
CouponSchema.setClass(Coupon);

import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt, updatedAt } from '../db/columns.ts';
import { QualifierGroup } from '../qualifiers/entities.ts';
import { Participant } from '../registration/entities.ts';
import { AppUser } from '../users/entities.ts';
import { AWARD_STATUSES } from '../../shared/prizes.ts';

/**
 * A prize won in a closed pool: a money record (docs/decisions/0025-championship-rules.md,
 * "Closing a pool and awarding prizes"). Never deleted, not even with the account behind it (the
 * pass outlives it, anonymised); a correction voids it and issues a new one.
 */
const PrizeAwardSchema = defineEntity({
  name: 'PrizeAward',
  tableName: 'prize_award',
  indexes: [{ properties: ['group', 'status'] }],
  properties: {
    id: uuidPrimaryKey(),
    group: () => p.manyToOne(QualifierGroup).deleteRule('restrict'),
    participant: () => p.manyToOne(Participant).deleteRule('restrict').index(),
    /** The entry's final rank, shared with the entries it tied with. */
    rank: p.integer(),
    /** The prize places it takes or shares (1 = 1st). */
    places: p.json<number[]>(),
    amountPaise: p.integer(),
    status: p.enum(AWARD_STATUSES).default('awarded'),
    voidedAt: p.datetime().nullable(),
    voidReason: p.string().length(200).nullable(),
    /** The award this one replaced, after a correction. */
    replaces: p.uuid().nullable(),
    /**
     * The claim (decision 26): when the winner (the registration's owner) claimed it, and the TDS
     * and the net winnings it taxes as computed then; the payout recomputes them when it pays.
     */
    claimedAt: p.datetime().nullable(),
    tdsPaise: p.integer().nullable(),
    netWinningsPaise: p.integer().nullable(),
    /** When the payout reached the winner: its financial year is the one the TDS counts it in. */
    paidAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export class PrizeAward extends PrizeAwardSchema.class {}
PrizeAwardSchema.setClass(PrizeAward);

/** A pool's close: when and by whom, what it awarded, and whether a later result reopened it. */
const PoolCloseSchema = defineEntity({
  name: 'PoolClose',
  tableName: 'pool_close',
  properties: {
    group: () => p.oneToOne(QualifierGroup).primary().deleteRule('restrict'),
    closedAt: p.datetime(),
    /** The organiser's user id, or `auto-close` for the job. */
    closedBy: p.string().length(64),
    /** Set when a result changed after the close: the pool waits for a re-close. */
    reopenedAt: p.datetime().nullable(),
    closes: p.integer(),
    matchesHeld: p.integer(),
    awardedPaise: p.integer(),
    unawardedPlaces: p.json<number[]>(),
  },
});
export class PoolClose extends PoolCloseSchema.class {}
PoolCloseSchema.setClass(PoolClose);

/**
 * Where an account's prizes are paid and the PAN their TDS is deducted under (decision 26): one
 * row per account, all of it sealed with the app key in one value, so no column reads in clear.
 */
const PayoutDetailsSchema = defineEntity({
  name: 'PayoutDetails',
  tableName: 'payout_details',
  properties: {
    owner: () => p.oneToOne(AppUser).primary().deleteRule('cascade').owner(),
    /** The details as JSON (shared/payouts.ts, `PayoutDetails`), sealed (crypto/secret-box.ts). */
    detailsSealed: p.text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export class PayoutDetails extends PayoutDetailsSchema.class {}
PayoutDetailsSchema.setClass(PayoutDetails);

export const PAYOUT_STATUSES = ['approved', 'released', 'processing', 'paid', 'failed', 'reversed'] as const;

/**
 * A claimed award on its way to the winner (decision 26, "Payout"): approved by one organiser,
 * released by another (maker-checker), paid by hand with the bank's UTR (mode `manual`) or
 * failed, which sends the award back to `claimed`. `openAward` holds the award's id while the
 * payout is not failed, so an award is in at most one live payout (unique; nulls do not clash).
 * With RazorpayX configured at its release (`gateway` = `razorpayx`), the transfer goes through
 * RazorpayX with our id as its idempotency key: `processing` once RazorpayX holds it, then `paid`
 * with its UTR, `failed`, or `reversed` (the bank sent the money back, even after `paid`).
 */
const PayoutSchema = defineEntity({
  name: 'Payout',
  tableName: 'payout',
  properties: {
    id: uuidPrimaryKey(),
    award: () => p.manyToOne(PrizeAward).deleteRule('restrict').index(),
    openAward: p.uuid().nullable().unique(),
    grossPaise: p.integer(),
    tdsPaise: p.integer(),
    /** What reaches the winner: gross − TDS, the claim's net. */
    amountPaise: p.integer(),
    status: p.enum(PAYOUT_STATUSES).default('approved'),
    mode: p.string().length(16).default('manual'),
    approvedBy: p.string().length(64),
    approvedAt: p.datetime(),
    releasedBy: p.string().length(64).nullable(),
    releasedAt: p.datetime().nullable(),
    utr: p.string().length(22).nullable(),
    paidBy: p.string().length(64).nullable(),
    paidAt: p.datetime().nullable(),
    failedBy: p.string().length(64).nullable(),
    failedAt: p.datetime().nullable(),
    failureReason: p.string().length(200).nullable(),
    /**
     * The deductee's PAN and name on it when the payout was approved (`Deductee` JSON, sealed like the payout details):
     * what Form 26Q reports, even after the account's details change or the account is deleted.
     */
    deducteeSealed: p.text().nullable(),
    /** `razorpayx` when released through RazorpayX; null for a payout paid by hand. */
    gateway: p.string().length(16).nullable(),
    /** RazorpayX's payout id (`pout_...`) and its last known status there. */
    gatewayPayoutId: p.string().length(40).nullable().unique(),
    gatewayStatus: p.string().length(20).nullable(),
    createdAt: createdAt(),
  },
});
export class Payout extends PayoutSchema.class {}
PayoutSchema.setClass(Payout);

/**
 * A RazorpayX webhook, stored once by its event id (X-Razorpay-Event-Id) in the transaction that
 * applies it, so a redelivery changes nothing.
 */
const PayoutWebhookEventSchema = defineEntity({
  name: 'PayoutWebhookEvent',
  tableName: 'payout_webhook_event',
  properties: {
    eventId: p.string().length(100).primary(),
    event: p.string().length(60),
    gatewayPayoutId: p.string().length(40).nullable(),
    /** Our payout, when the event named one we know. */
    payout: p.uuid().nullable().index(),
    receivedAt: p.datetime(),
  },
});
export class PayoutWebhookEvent extends PayoutWebhookEventSchema.class {}
PayoutWebhookEventSchema.setClass(PayoutWebhookEvent);

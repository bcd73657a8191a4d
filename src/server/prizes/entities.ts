import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt } from '../db/columns.ts';
import { QualifierGroup } from '../qualifiers/entities.ts';
import { Participant } from '../registration/entities.ts';
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

import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, updatedAt } from '../db/columns.ts';
import { QualifierGroup } from '../qualifiers/entities.ts';
import { Participant } from '../registration/entities.ts';

/**
 * One entry's place in its prize pool's standings (a qualifier group is a prize pool,
 * docs/decisions/0025-championship-rules.md, "Standings"). Derived data: every change of a result
 * recomputes its pool's rows in the same transaction (standings/service.ts), so reads never rank.
 */
const PoolStandingSchema = defineEntity({
  name: 'PoolStanding',
  tableName: 'pool_standing',
  uniques: [{ properties: ['group', 'participant'] }],
  indexes: [{ properties: ['group', 'rank'] }],
  properties: {
    id: uuidPrimaryKey(),
    group: () => p.manyToOne(QualifierGroup).deleteRule('cascade'),
    participant: () => p.manyToOne(Participant).deleteRule('cascade').index(),
    /** Shared competition rank: 1, 2, 2, 4. */
    rank: p.integer(),
    points: p.integer(),
    matchesPlayed: p.integer(),
    /** Lobby placement: 1st places; head-to-head: matches won. */
    wins: p.integer(),
    /** Lobby placement's tie-breaks. */
    placementPoints: p.integer().default(0),
    finishes: p.integer().default(0),
    /** Head-to-head's tie-breaks: the opponents' points, and rounds won minus lost. */
    buchholz: p.integer().default(0),
    scoreDifference: p.integer().default(0),
    updatedAt: updatedAt(),
  },
});
export class PoolStanding extends PoolStandingSchema.class {}
PoolStandingSchema.setClass(PoolStanding);

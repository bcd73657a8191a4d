import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt, updatedAt } from '../db/columns.ts';
import { QualifierGroup } from '../qualifiers/entities.ts';
import { Participant } from '../registration/entities.ts';

/** One match of a qualifier group. Room details are sealed at rest and shown from 15 minutes before. */
const MatchSchema = defineEntity({
  name: 'Match',
  tableName: 'match',
  uniques: [{ properties: ['group', 'number'] }],
  properties: {
    id: uuidPrimaryKey(),
    group: () => p.manyToOne(QualifierGroup).deleteRule('cascade').index(),
    number: p.integer(),
    scheduledAt: p.datetime().index(),
    status: p.enum(['scheduled', 'completed', 'cancelled']).default('scheduled'),
    roomId: p.string().length(100).nullable(),
    roomPasswordSealed: p.text().nullable(),
    roomPublishedAt: p.datetime().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export class Match extends MatchSchema.class {}
MatchSchema.setClass(Match);

/** How one participant did in one match. */
const MatchResultSchema = defineEntity({
  name: 'MatchResult',
  tableName: 'match_result',
  uniques: [{ properties: ['match', 'participant'] }],
  properties: {
    id: uuidPrimaryKey(),
    match: () => p.manyToOne(Match).deleteRule('cascade'),
    participant: () => p.manyToOne(Participant).deleteRule('cascade').index(),
    rank: p.integer(),
    points: p.integer(),
    prize: p.integer(),
    outcome: p.enum(['win', 'loss', 'draw']),
    /** Lobby placement: the entry's finishes (eliminations) in the match. */
    finishes: p.integer().default(0),
    /** Head-to-head: the entry met (null for a bye), and the rounds or games won and lost. */
    opponent: () => p.manyToOne(Participant).nullable().deleteRule('set null'),
    scoreFor: p.integer().default(0),
    scoreAgainst: p.integer().default(0),
    createdAt: createdAt(),
  },
});
export class MatchResult extends MatchResultSchema.class {}
MatchResultSchema.setClass(MatchResult);

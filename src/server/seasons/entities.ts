import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt } from '../db/columns.ts';
import { PLAY_FORMATS } from '../../shared/registration-rules.ts';
import { INVITATION_STAGES, INVITATION_STATUSES } from '../../shared/seasons.ts';
import { Game } from '../games/entities.ts';
import { QualifierGroup } from '../qualifiers/entities.ts';
import { Participant } from '../registration/entities.ts';
import { AppUser } from '../users/entities.ts';

/**
 * One entry's season points from a closed pool (docs/decisions/0025-championship-rules.md, "The
 * road to the National Finals"): written in the close's transaction and replaced by a re-close, so
 * the season follows the closed results the players were told, not a result changed since.
 * A squad's points go to its captain's account, who paid for the entry.
 */
const SeasonScoreSchema = defineEntity({
  name: 'SeasonScore',
  tableName: 'season_score',
  uniques: [{ properties: ['group', 'participant'] }],
  properties: {
    id: uuidPrimaryKey(),
    group: () => p.manyToOne(QualifierGroup).deleteRule('cascade'),
    participant: () => p.manyToOne(Participant).deleteRule('cascade').index(),
    /** Null once the account is deleted: its points leave the ranking. */
    account: () => p.manyToOne(AppUser).nullable().deleteRule('set null').index(),
    /** Its place among the pool's qualifying entries (a tied group's best); null: not qualifying. */
    place: p.integer().nullable(),
    points: p.integer(),
    createdAt: createdAt(),
  },
});
export class SeasonScore extends SeasonScoreSchema.class {}
SeasonScoreSchema.setClass(SeasonScore);

/** An invitation to the Semi-Finals or the National Finals of a game's season, and its answer. */
const SeasonInvitationSchema = defineEntity({
  name: 'SeasonInvitation',
  tableName: 'season_invitation',
  uniques: [{ properties: ['game', 'playFormat', 'seasonStart', 'stage', 'account'] }],
  properties: {
    id: uuidPrimaryKey(),
    game: () => p.manyToOne(Game).deleteRule('restrict'),
    playFormat: p.enum(PLAY_FORMATS),
    seasonStart: p.string().length(7),
    stage: p.enum(INVITATION_STAGES),
    account: () => p.manyToOne(AppUser).deleteRule('cascade').index(),
    /** The season rank (or the Semi-Finals rank) and points it was invited with. */
    rank: p.integer(),
    points: p.integer(),
    status: p.enum(INVITATION_STATUSES).default('invited'),
    respondedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export class SeasonInvitation extends SeasonInvitationSchema.class {}
SeasonInvitationSchema.setClass(SeasonInvitation);

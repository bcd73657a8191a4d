import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt, updatedAt } from '../db/columns.ts';
import {
  GAME_CATEGORIES,
  PLAY_FORMATS,
  REGISTRATION_STATUSES,
  RISK_CATEGORIES,
} from '../../shared/registration-rules.ts';
import { PASS_TIERS, PRICE_CATEGORIES } from '../../shared/passes.ts';
import type { RegistrationDraftData } from '../../shared/registration-draft.ts';
import { Game } from '../games/entities.ts';
import { QualifierGroup } from '../qualifiers/entities.ts';
import { AppUser } from '../users/entities.ts';

const person = {
  name: p.string().length(100),
  phone: p.string().length(10),
  email: p.string().length(320),
  state: p.string().length(60),
  city: p.string().length(100),
  /** Null once anonymised (the account behind it was deleted). */
  dateOfBirth: p.string().columnType('date').nullable(),
};

/**
 * One registration: a player's pass for one game, format, risk and price. A paid one outlives its
 * owner's account (it carries a payment): the owner is then null and the personal fields blank.
 */
const ParticipantSchema = defineEntity({
  name: 'Participant',
  tableName: 'participant',
  uniques: [{ properties: ['owner', 'idempotencyKey'] }],
  // The expiry sweep looks for unpaid registrations by age; a pool's places are its paid entries.
  indexes: [{ properties: ['status', 'createdAt'] }, { properties: ['group', 'status'] }],
  properties: {
    id: uuidPrimaryKey(),
    owner: () => p.manyToOne(AppUser).nullable().deleteRule('set null').index(),
    ...person,
    category: p.string().length(20).default('student'),
    game: () => p.manyToOne(Game).deleteRule('restrict'),
    gameCategory: p.enum(GAME_CATEGORIES),
    playFormat: p.enum(PLAY_FORMATS),
    /** Null for a free Semi-Finals entry (decision 25): no tier, no pass, price 0. */
    riskCategory: p.enum(RISK_CATEGORIES).nullable(),
    priceCategory: p.enum(PRICE_CATEGORIES).nullable(),
    pass: p.enum(PASS_TIERS).nullable(),
    passPrice: p.integer(),
    /** `expired`: left unpaid too long; its game credentials were released (decision 10). */
    status: p.enum(REGISTRATION_STATUSES).default('pending_payment'),
    paidAt: p.datetime().nullable(),
    group: () => p.manyToOne(QualifierGroup).nullable().deleteRule('set null'),
    /**
     * The pool it was moved out of when that pool, not full at its start, merged into `group`
     * (decision 25); null when it plays where it was placed. Its pass card names both.
     */
    mergedFrom: p.uuid().nullable(),
    idempotencyKey: p.string().length(80).nullable(),
    /** Once its owner's account is erased: the anonymised id the kept money records share (privacy/erasure.ts). */
    erasedOwner: p.string().length(40).nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export class Participant extends ParticipantSchema.class {}
ParticipantSchema.setClass(Participant);

/** A squad member registered with a participant. */
const TeammateSchema = defineEntity({
  name: 'Teammate',
  tableName: 'teammate',
  properties: {
    id: uuidPrimaryKey(),
    participant: () => p.manyToOne(Participant).deleteRule('cascade').index(),
    position: p.integer(),
    ...person,
    createdAt: createdAt(),
  },
});
export class Teammate extends TeammateSchema.class {}
TeammateSchema.setClass(Teammate);

/**
 * Game credentials of a participant or one of its teammates. The password is kept twice: hashed
 * (scrypt) to check sign-ins, and sealed (AES-GCM) so its owner can see it again. Usernames are
 * unique across everyone.
 */
const GameAccountSchema = defineEntity({
  name: 'GameAccount',
  tableName: 'game_account',
  properties: {
    id: uuidPrimaryKey(),
    username: p.string().length(40).unique(),
    passwordHash: p.string().length(200),
    passwordSealed: p.text(),
    participant: () => p.manyToOne(Participant).deleteRule('cascade').index(),
    teammate: () => p.oneToOne(Teammate).nullable().deleteRule('cascade'),
    createdAt: createdAt(),
  },
});
export class GameAccount extends GameAccountSchema.class {}
GameAccountSchema.setClass(GameAccount);

/** One registration in progress per account, so it survives a reload or a change of device. */
const RegistrationDraftSchema = defineEntity({
  name: 'RegistrationDraft',
  tableName: 'registration_draft',
  properties: {
    owner: () => p.oneToOne(AppUser).primary().deleteRule('cascade').owner(),
    data: p.json<RegistrationDraftData>(),
    updatedAt: p.datetime(),
  },
});
export class RegistrationDraft extends RegistrationDraftSchema.class {}
RegistrationDraftSchema.setClass(RegistrationDraft);

/**
 * A link a squad's captain shares so teammates fill in their own details: one per unpaid squad
 * registration. The token (256 random bits) is the only key; it stops working once the
 * registration is paid, expires or goes.
 */
const SquadInviteSchema = defineEntity({
  name: 'SquadInvite',
  tableName: 'squad_invite',
  properties: {
    token: p.string().length(64).primary(),
    participant: () => p.oneToOne(Participant).deleteRule('cascade').owner().unique(),
    createdAt: createdAt(),
  },
});
export class SquadInvite extends SquadInviteSchema.class {}
SquadInviteSchema.setClass(SquadInvite);

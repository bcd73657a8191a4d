import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, uuidPrimaryKey } from '../db/columns.ts';
import { GameAccount } from '../registration/entities.ts';

/**
 * A session opened with a pass's game credentials: a kind of its own, apart from account sessions,
 * confined to that pass (docs/product.md#registration-rules-and-constants, Game credentials). Only the token's SHA-256 is stored; the session
 * goes with the game account (and so with the pass and the account that owns it).
 */
const PassSessionSchema = defineEntity({
  name: 'PassSession',
  tableName: 'pass_session',
  properties: {
    id: uuidPrimaryKey(),
    tokenHash: p.string().length(64).unique(),
    gameAccount: () => p.manyToOne(GameAccount).deleteRule('cascade').index(),
    createdAt: createdAt(),
    expiresAt: p.datetime(),
  },
});

export class PassSession extends PassSessionSchema.class {}
PassSessionSchema.setClass(PassSession);

/**
 * The last authenticator step (30-second window) whose code an organiser spent on a money-out
 * call (auth/second-factor.ts): a code of that step or an earlier one is refused, so a code seen
 * over a shoulder or in a log cannot be replayed. Keyed by our user id.
 */
const SecondFactorUseSchema = defineEntity({
  name: 'SecondFactorUse',
  tableName: 'second_factor_use',
  properties: {
    userId: p.uuid().primary(),
    lastTotpStep: p.integer(),
    usedAt: p.datetime(),
  },
});

export class SecondFactorUse extends SecondFactorUseSchema.class {}
SecondFactorUseSchema.setClass(SecondFactorUse);

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

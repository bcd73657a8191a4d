import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt, updatedAt } from '../db/columns.ts';
import { GAME_CATEGORIES, GAME_PLATFORMS } from '../../shared/registration-rules.ts';

const GameSchema = defineEntity({
  name: 'Game',
  tableName: 'game',
  properties: {
    id: uuidPrimaryKey(),
    slug: p.string().length(80).unique(),
    name: p.string().length(100),
    category: p.enum(GAME_CATEGORIES),
    openForRegistration: p.boolean().default(true),
    sortOrder: p.integer().default(0),
    /** Players per squad, the captain included (2..6, so up to 5 teammates). */
    teamSize: p.integer().default(4),
    /** Where it is played: the game cards say Mobile or PC. */
    platform: p.enum(GAME_PLATFORMS).default('mobile'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export class Game extends GameSchema.class {}
GameSchema.setClass(Game);

import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt, updatedAt } from '../db/columns.ts';
import { GAME_CATEGORIES } from '../../shared/registration-rules.ts';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export class Game extends GameSchema.class {}
GameSchema.setClass(Game);

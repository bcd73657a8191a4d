import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { GAME_CATEGORIES } from '../../shared/registration.ts';

const GameSchema = defineEntity({
  name: 'Game',
  tableName: 'game',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    slug: p.string().length(80).unique(),
    name: p.string().length(100),
    category: p.enum(GAME_CATEGORIES),
    openForRegistration: p.boolean().default(true),
    sortOrder: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Game extends GameSchema.class {}
GameSchema.setClass(Game);

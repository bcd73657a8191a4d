import { defineEntity, p } from '@mikro-orm/core';

/** Marks a seed as done, so the demo seed runs once on an empty database and never again. */
const SeedRunSchema = defineEntity({
  name: 'SeedRun',
  tableName: 'seed_run',
  properties: {
    name: p.string().length(100).primary(),
    ranAt: p.datetime().onCreate(() => new Date()),
  },
});

export class SeedRun extends SeedRunSchema.class {}
SeedRunSchema.setClass(SeedRun);

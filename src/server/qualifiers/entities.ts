import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt } from '../db/columns.ts';
import { PLAY_FORMATS } from '../../shared/registration-rules.ts';
import { Game } from '../games/entities.ts';

/** The monthly qualifier of one game and format: `month` is yyyy-mm in Indian time. */
const QualifierSchema = defineEntity({
  name: 'Qualifier',
  tableName: 'qualifier',
  uniques: [{ properties: ['game', 'playFormat', 'month'] }],
  properties: {
    id: uuidPrimaryKey(),
    game: () => p.manyToOne(Game).deleteRule('restrict'),
    playFormat: p.enum(PLAY_FORMATS),
    month: p.string().length(7),
    createdAt: createdAt(),
  },
});
export class Qualifier extends QualifierSchema.class {}
QualifierSchema.setClass(Qualifier);

/** A group of a qualifier: paid entries are placed in groups in order of payment. */
const QualifierGroupSchema = defineEntity({
  name: 'QualifierGroup',
  tableName: 'qualifier_group',
  uniques: [{ properties: ['qualifier', 'number'] }],
  properties: {
    id: uuidPrimaryKey(),
    qualifier: () => p.manyToOne(Qualifier).deleteRule('cascade'),
    number: p.integer(),
    capacity: p.integer(),
    createdAt: createdAt(),
  },
});
export class QualifierGroup extends QualifierGroupSchema.class {}
QualifierGroupSchema.setClass(QualifierGroup);

import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt } from '../db/columns.ts';
import { PLAY_FORMATS, RISK_CATEGORIES } from '../../shared/registration-rules.ts';
import { PRICE_CATEGORIES } from '../../shared/passes.ts';
import { QUALIFIER_STAGES, START_OUTCOMES, UNDERFILLED_RULES } from '../../shared/qualifiers.ts';
import { Game } from '../games/entities.ts';

/**
 * The monthly qualifier of one game and format: `month` is yyyy-mm in Indian time. A season's
 * Semi-Finals are a row of stage 'semi-final' (its month: the season's start), with one pool
 * without tier and pass and free entries (decision 25, "The Semi-Finals as built").
 */
const QualifierSchema = defineEntity({
  name: 'Qualifier',
  tableName: 'qualifier',
  uniques: [{ properties: ['game', 'playFormat', 'month', 'stage'] }],
  properties: {
    id: uuidPrimaryKey(),
    game: () => p.manyToOne(Game).deleteRule('restrict'),
    playFormat: p.enum(PLAY_FORMATS),
    month: p.string().length(7),
    stage: p.enum(QUALIFIER_STAGES).default('qualifier'),
    /**
     * What a pool not full when the qualifier starts does (docs/decisions/0025-championship-rules.md):
     * plays for the full table, merges into the previous pool, or is cancelled and refunded.
     */
    underfilledRule: p.enum(UNDERFILLED_RULES).default('play'),
    createdAt: createdAt(),
  },
});
export class Qualifier extends QualifierSchema.class {}
QualifierSchema.setClass(Qualifier);

/**
 * A prize pool of a qualifier (players call it a pool; decision 25): one risk tier and pass, its
 * capacity the pool size. Paid entries are placed in order of payment. Groups made before pools
 * have no tier and pass.
 */
const QualifierGroupSchema = defineEntity({
  name: 'QualifierGroup',
  tableName: 'qualifier_group',
  // Pools are numbered per tier and pass: Pool 2 of High Risk, Max Pass.
  uniques: [
    {
      name: 'qualifier_group_pool_number_unique',
      properties: ['qualifier', 'riskCategory', 'priceCategory', 'number'],
    },
  ],
  // The minutely start job (start.ts) looks only at pools whose start rule is still to apply:
  // a partial index keeps that scan small as the months' pools pile up.
  indexes: [
    {
      name: 'qualifier_group_start_rule_pending_index',
      properties: ['startRuleAppliedAt'],
      where: { startRuleAppliedAt: null },
    },
  ],
  properties: {
    id: uuidPrimaryKey(),
    qualifier: () => p.manyToOne(Qualifier).deleteRule('cascade'),
    number: p.integer(),
    riskCategory: p.enum(RISK_CATEGORIES).nullable(),
    priceCategory: p.enum(PRICE_CATEGORIES).nullable(),
    capacity: p.integer(),
    /**
     * Its places taken as placing counts them (assignGroup): one more with each payment placed in
     * it, one fewer with each of them refunded in full. Placing checks it against the entries
     * before trusting it, and corrects it; the entries (groupStates) are what players are shown.
     */
    placesTaken: p.integer().default(0),
    /**
     * The "others" places of its prize table once pools not full at the start merged into it
     * (decision 25: `mergedOthersCount`); null: the table's own.
     */
    othersCount: p.integer().nullable(),
    /** When the rule for a pool not full at its start was applied to it (once; null: not yet). */
    startRuleAppliedAt: p.datetime().nullable(),
    /** What its start did: it plays, its entries merged into another pool, or it was cancelled. */
    startOutcome: p.enum(START_OUTCOMES).nullable(),
    /** The pool its entries joined, when it merged. */
    mergedInto: p.uuid().nullable(),
    createdAt: createdAt(),
  },
});
export class QualifierGroup extends QualifierGroupSchema.class {}
QualifierGroupSchema.setClass(QualifierGroup);

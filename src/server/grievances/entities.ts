import { defineEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey, createdAt, updatedAt } from '../db/columns.ts';
import { AppUser } from '../users/entities.ts';
import { GRIEVANCE_CATEGORIES, GRIEVANCE_STATUSES } from '../../shared/grievances.ts';

/**
 * A player's grievance (docs/decisions/0027-invoices-and-data-rights.md): a ticket with a
 * reference (`GR-2026-000042`: the year raised in India and its number in that year, gapless,
 * taken from `grievance_counter` in the insert's transaction) and the instant its answer is due,
 * fixed when raised so a later change of the setting moves no promise already made. Personal
 * data: it goes with the account.
 */
const GrievanceSchema = defineEntity({
  name: 'Grievance',
  tableName: 'grievance',
  uniques: [{ properties: ['year', 'number'] }],
  indexes: [{ properties: ['status', 'dueAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    reference: p.string().length(20).unique(),
    year: p.integer(),
    number: p.integer(),
    user: () => p.manyToOne(AppUser).deleteRule('cascade').index(),
    category: p.enum(GRIEVANCE_CATEGORIES),
    subject: p.string().length(120),
    status: p.enum(GRIEVANCE_STATUSES).default('open'),
    /** The page's language when raised: replies are e-mailed in it. */
    language: p.string().length(2).default('en'),
    dueAt: p.datetime(),
    closedAt: p.datetime().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export class Grievance extends GrievanceSchema.class {}
GrievanceSchema.setClass(Grievance);

/** One message of a grievance's thread: the player's, or an organiser's reply. */
const GrievanceMessageSchema = defineEntity({
  name: 'GrievanceMessage',
  tableName: 'grievance_message',
  indexes: [{ properties: ['grievance', 'createdAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    grievance: () => p.manyToOne(Grievance).deleteRule('cascade'),
    author: p.enum(['player', 'organiser']),
    /** The organiser who wrote a reply (their user id); null for the player's own messages. */
    authorId: p.string().length(64).nullable(),
    body: p.text(),
    createdAt: createdAt(),
  },
});
export class GrievanceMessage extends GrievanceMessageSchema.class {}
GrievanceMessageSchema.setClass(GrievanceMessage);

/** The last reference number given in each year, bumped in the transaction that raises one. */
const GrievanceCounterSchema = defineEntity({
  name: 'GrievanceCounter',
  tableName: 'grievance_counter',
  properties: {
    year: p.integer().primary().autoincrement(false),
    last: p.integer(),
  },
});
export class GrievanceCounter extends GrievanceCounterSchema.class {}
GrievanceCounterSchema.setClass(GrievanceCounter);

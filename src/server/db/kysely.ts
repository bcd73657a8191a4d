import type { EntityManager, InferClassEntityDB } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { INDIA_TIME_ZONE } from '../../shared/india-time.ts';

/** The tables of the given entities, as Kysely's database type. */
export type DB<Entities> = InferClassEntityDB<Entities>;

/**
 * A Kysely query builder over the given entities' tables, its columns typed from the entities
 * (snake_case, as in the database), on the EntityManager's own transaction when it has one. For
 * reads the ORM's find cannot express (joins across several tables, aggregates) without
 * hand-written row types.
 */
export const tablesOf = <Entities>(em: EntityManager) => em.getKysely<InferClassEntityDB<Entities>>();

/**
 * The instant India's calendar day `day` (yyyy-mm-dd) starts, or the day `days` later: filters by
 * India's days (Asia/Kolkata) compare timestamps with it.
 */
export const indiaDayStart = (day: string, days: 0 | 1 = 0) =>
  sql<Date>`(${day}::date + ${sql.lit(days)})::timestamp at time zone ${sql.lit(INDIA_TIME_ZONE)}`;

import type { EntityManager, InferClassEntityDB } from '@mikro-orm/postgresql';

/**
 * A Kysely query builder over the given entities' tables, its columns typed from the entities
 * (snake_case, as in the database), on the EntityManager's own transaction when it has one. For
 * reads the ORM's find cannot express (joins across several tables, aggregates) without
 * hand-written row types.
 */
export const tablesOf = <Entities>(em: EntityManager) => em.getKysely<InferClassEntityDB<Entities>>();

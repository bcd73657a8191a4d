import { pipeline, Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { stringify } from 'csv-stringify';
import { indiaDate } from '../../shared/india-time.ts';
import { sql } from 'kysely';
import { tablesOf } from '../db/kysely.ts';
import type { Participant } from '../registration/entities.ts';
import type { AppUser } from './entities.ts';

/** One user as the export writes it. */
export interface UserExportRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: string;
  state: string | null;
  city: string | null;
  /** yyyy-mm-dd */
  dateOfBirth: string | null;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** Their registrations, and how many of those are paid. */
  registrations: number;
  paidRegistrations: number;
}

const COLUMNS: { key: keyof UserExportRow; header: string }[] = [
  { key: 'id', header: 'id' },
  { key: 'name', header: 'name' },
  { key: 'email', header: 'email' },
  { key: 'phone', header: 'phone' },
  { key: 'role', header: 'role' },
  { key: 'state', header: 'state' },
  { key: 'city', header: 'city' },
  { key: 'dateOfBirth', header: 'date_of_birth' },
  { key: 'createdAt', header: 'created_at' },
  { key: 'registrations', header: 'registrations' },
  { key: 'paidRegistrations', header: 'paid_registrations' },
];

export const EXPORT_BATCH_SIZE = 1000;

// The timestamps are formatted by the database: the cursor keeps created_at's microseconds, which
// a JavaScript Date would drop (and so repeat or skip rows that share a millisecond).
const UTC = (format: string) => sql<string>`to_char(u.created_at at time zone 'UTC', ${sql.lit(format)})`;

/** A page of users from `after` on, each with their registrations counted. */
function page(em: EntityManager, after: { cursor: string; id: string } | null, size: number) {
  return tablesOf<typeof AppUser | typeof Participant>(em)
    .selectFrom('app_user as u')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('participant as p')
          .select((p) => [
            p.cast<number>(p.fn.countAll(), 'integer').as('registrations'),
            // Paid passes: a free Semi-Finals entry (no pass) is not a sale.
            p
              .cast<number>(
                p.fn
                  .countAll()
                  .filterWhere((w) => w.and([w('p.status', '=', 'paid'), w('p.pass', 'is not', null)])),
                'integer',
              )
              .as('paid'),
          ])
          .whereRef('p.owner_id', '=', 'u.id')
          .as('r'),
      (join) => join.onTrue(),
    )
    .select(['u.id', 'u.first_name as firstName', 'u.last_name as lastName', 'u.email', 'u.phone', 'u.role'])
    .select([
      'u.state',
      'u.city',
      sql<string | null>`to_char(u.date_of_birth, 'YYYY-MM-DD')`.as('dateOfBirth'),
    ])
    .select([
      UTC('YYYY-MM-DD"T"HH24:MI:SS.MS"Z"').as('createdAt'),
      UTC('YYYY-MM-DD"T"HH24:MI:SS.US"Z"').as('cursor'),
    ])
    .select(['r.registrations', 'r.paid as paidRegistrations'])
    .$if(!!after, (q) =>
      q.where(sql<boolean>`(u.created_at, u.id) > (${after!.cursor}::timestamptz, ${after!.id}::uuid)`),
    )
    .orderBy('u.created_at')
    .orderBy('u.id')
    .limit(size)
    .execute();
}

/**
 * Every user, oldest first, read a page at a time by (created_at, id) through their index, the
 * next page only when the reader asks for more. No transaction spans the pages: it would hold a
 * database connection (the embedded database's only one) for as long as the download lasts. A
 * user who signs up meanwhile is at the end and still included; one deleted meanwhile may be.
 */
export async function* userExportRows(
  em: EntityManager,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<UserExportRow> {
  let after: { cursor: string; id: string } | null = null;
  for (;;) {
    const found = await page(em, after, batchSize);
    for (const { firstName, lastName, cursor: _, ...row } of found)
      yield {
        ...row,
        email: row.email ?? null,
        phone: row.phone ?? null,
        state: row.state ?? null,
        city: row.city ?? null,
        name: [firstName, lastName].filter(Boolean).join(' '),
      };
    const last = found.at(-1);
    if (!last || found.length < batchSize) return;
    after = { cursor: last.cursor, id: last.id };
  }
}

/**
 * The rows as CSV (RFC 4180: CRLF, fields with quotes, commas or line breaks quoted), UTF-8 with
 * a byte-order mark so spreadsheet programs read Devanagari names as such. A text cell starting
 * with `=`, `+`, `-`, `@`, a tab or a carriage return (or their full-width forms) gets a leading
 * `'`, so a spreadsheet shows it instead of running it as a formula (OWASP, CSV injection).
 * The stream pulls rows only as fast as its reader takes the text (backpressure), so the memory
 * an export needs does not grow with the number of users. A failing read ends it with an error.
 */
export function usersCsv(rows: AsyncIterable<UserExportRow>): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: COLUMNS,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  // The error reaches whoever reads `csv` (the reply), which ends the response.
  return pipeline(Readable.from(rows), csv, () => {});
}

/** `users-2026-11-25.csv`, by the day in India, where the organisers are. */
export function exportFileName(now: Date): string {
  return `users-${indiaDate(now)}.csv`;
}

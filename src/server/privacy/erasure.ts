import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { AuditLog } from '../audit/entities.ts';
import { clearAuditRecords } from '../audit/service.ts';
import { eraseAccountTraces, forgetSessions } from '../auth/index.ts';
import type { SecondFactorUse } from '../auth/entities.ts';
import { tablesOf } from '../db/kysely.ts';
import type { OutboxMessage } from '../mail/entities.ts';
import type { Dispute, MatchCheckIn } from '../matches/entities.ts';
import { eraseReportUploads } from '../matches/index.ts';
import { keepPaymentsOfDeletedAccount } from '../payments/service.ts';
import type { Payout, PoolClose } from '../prizes/entities.ts';
import { anonymiseRegistrationsOf, ownedParticipantIds } from '../registration/service.ts';
import { deleteUserRecord, findUser } from '../users/service.ts';
import type { GrievanceMessage } from '../grievances/entities.ts';
import type { ConsentRecord } from './entities.ts';

// Erasure of an account (DPDP Act s.12(3); docs/decisions/0027-invoices-and-data-rights.md,
// "Erasure"), table by table as personal-data.ts describes: one transaction, so a failure leaves
// everything as it was. Money and tax records stay, tied to one anonymised id instead of the person.

/** The id an erased account's kept records share: random, so nothing leads back to the person. */
export const anonymisedId = () => `deleted-${randomBytes(8).toString('hex')}`;

/** Columns that name whoever did something (an organiser's id): the erased person becomes the anonymised id. */
async function replaceActor(em: EntityManager, userId: string, anon: string): Promise<void> {
  await tablesOf<typeof Dispute>(em)
    .updateTable('dispute')
    .set({ decided_by: anon })
    .where('decided_by', '=', userId)
    .execute();
  await tablesOf<typeof MatchCheckIn>(em)
    .updateTable('match_check_in')
    .set({ admitted_by: anon })
    .where('admitted_by', '=', userId)
    .execute();
  await tablesOf<typeof PoolClose>(em)
    .updateTable('pool_close')
    .set({ closed_by: anon })
    .where('closed_by', '=', userId)
    .execute();
  // An organiser's replies to grievances stay in the player's thread, signed by the anonymised id.
  await tablesOf<typeof GrievanceMessage>(em)
    .updateTable('grievance_message')
    .set({ author_id: anon })
    .where('author_id', '=', userId)
    .execute();
  const payouts = tablesOf<typeof Payout>(em);
  for (const column of ['approved_by', 'released_by', 'paid_by', 'failed_by'] as const)
    await payouts
      .updateTable('payout')
      .set({ [column]: anon })
      .where(column, '=', userId)
      .execute();
}

/** The audit log stays (a breach is traced through it); what it says of the person does not. */
async function anonymiseAudit(
  em: EntityManager,
  userId: string,
  email: string | null,
  anon: string,
): Promise<void> {
  const audit = tablesOf<typeof AuditLog>(em);
  const naming = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const namingThem = await audit
    .selectFrom('audit_log')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('entity_id', '=', userId),
        eb(sql<string>`coalesce(before::text, '') || coalesce(after::text, '')`, 'like', naming(userId)),
        ...(email
          ? [
              eb(
                sql<string>`lower(coalesce(before::text, '') || coalesce(after::text, ''))`,
                'like',
                naming(email.toLowerCase()),
              ),
            ]
          : []),
      ]),
    )
    .execute();
  await clearAuditRecords(
    em,
    namingThem.map((r) => r.id),
  );
  await audit.updateTable('audit_log').set({ actor_id: anon }).where('actor_id', '=', userId).execute();
  await audit.updateTable('audit_log').set({ entity_id: anon }).where('entity_id', '=', userId).execute();
}

/**
 * Erases an account: its record and everything hanging off it, everywhere personal-data.ts lists.
 * Returns the anonymised id the kept records now carry, or null when there was no such account.
 */
export async function eraseAccount(em: EntityManager, userId: string): Promise<string | null> {
  const anon = await em.transactional(async (tx) => {
    const user = await findUser(tx, userId);
    if (!user) return null;
    const anon = anonymisedId();
    const email = user.email?.toLowerCase() ?? null;
    // Before the registrations change: unpaid ones go, and their reports with them.
    await eraseReportUploads(tx, userId, await ownedParticipantIds(tx, userId), anon);
    await keepPaymentsOfDeletedAccount(tx, userId, anon);
    await anonymiseRegistrationsOf(tx, userId, anon, email);
    await replaceActor(tx, userId, anon);
    await anonymiseAudit(tx, userId, email, anon);
    await tablesOf<typeof ConsentRecord>(tx)
      .updateTable('consent_record')
      .set({ user_id: anon })
      .where('user_id', '=', userId)
      .execute();
    await tablesOf<typeof SecondFactorUse>(tx)
      .deleteFrom('second_factor_use')
      .where('user_id', '=', userId)
      .execute();
    if (email)
      await tablesOf<typeof OutboxMessage>(tx)
        .deleteFrom('outbox_message')
        .where((eb) => eb(eb.fn('lower', ['to']), '=', email))
        .execute();
    // Events waiting for the notification sender name their recipients; the person leaves them.
    await tx
      .getConnection()
      .execute(
        `update "notification_outbox" set "user_ids" = "user_ids" - ?::text where jsonb_exists("user_ids", ?)`,
        [userId, userId],
        'run',
        tx.getTransactionContext(),
      );
    await eraseAccountTraces(tx, { userId, authUserId: user.authUserId ?? null, email });
    // The rest goes with the record: notifications, the draft, payout details and season
    // invitations by cascade; season scores and ledger entries lose their link (set null).
    await deleteUserRecord(tx, userId);
    return anon;
  });
  // Its sessions went with it: no instance may still answer for them from its cache.
  if (anon) forgetSessions(em);
  return anon;
}

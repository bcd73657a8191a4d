import type { EntityManager } from '@mikro-orm/postgresql';
import { PRIVACY_NOTICE_VERSION, type DataRecipient, type MyDataSummary } from '../../shared/privacy.ts';
import type { AppServices } from '../services.ts';
import { requireUser } from '../users/service.ts';
import { ownedParticipantIds } from '../registration/service.ts';
import { PERSONAL_DATA, type DataSubject, type Row } from './personal-data.ts';

// The player's data (DPDP Act s.11: a summary of what we hold and with whom it was shared;
// docs/decisions/0027-invoices-and-data-rights.md, "My data"): read table by table from the
// registry, so the download holds whatever the registry lists.

export interface MyData {
  format: 'arena-my-data/1';
  generatedAt: string;
  noticeVersion: string;
  account: { id: string; email: string | null };
  /** Every registry table's rows, by table name (an empty list when there are none). */
  tables: Record<string, Row[]>;
  /** Registry tables the download leaves out, with why. */
  notInDownload: Record<string, string>;
  sharedWith: DataRecipient[];
}

async function subjectOf(em: EntityManager, userId: string): Promise<DataSubject> {
  const user = await requireUser(em, userId);
  return {
    userId,
    authUserId: user.authUserId ?? null,
    email: user.email ?? null,
    participantIds: await ownedParticipantIds(em, userId),
  };
}

export async function myData(em: EntityManager, services: AppServices, userId: string): Promise<MyData> {
  const who = await subjectOf(em, userId);
  const tables: Record<string, Row[]> = {};
  const notInDownload: Record<string, string> = {};
  for (const entry of PERSONAL_DATA) {
    if ('no' in entry.exported) notInDownload[entry.table] = entry.exported.no;
    else tables[entry.table] = await entry.exported(em, who, services);
  }
  return {
    format: 'arena-my-data/1',
    generatedAt: new Date().toISOString(),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    account: { id: userId, email: who.email },
    tables,
    notInDownload,
    sharedWith: recipientsOf(tables),
  };
}

const dateOf = (value: unknown): Date | null =>
  value instanceof Date
    ? value
    : typeof value === 'string' || typeof value === 'number'
      ? new Date(value)
      : null;

function recipient(
  name: DataRecipient['recipient'],
  purpose: DataRecipient['purpose'],
  rows: Row[],
  at: string,
): DataRecipient | null {
  if (!rows.length) return null;
  const times = rows
    .map((r) => dateOf(r[at])?.getTime())
    .filter((t): t is number => t !== undefined && !Number.isNaN(t));
  return {
    recipient: name,
    purpose,
    records: rows.length,
    first: times.length ? new Date(Math.min(...times)) : null,
    last: times.length ? new Date(Math.max(...times)) : null,
  };
}

/**
 * With whom their data went, from the records themselves: the payment gateway for payments made
 * through it, the e-mail provider for mails it delivered, the payout bank for payouts sent through
 * it. (SMS and WhatsApp providers join here when their message log exists.)
 */
function recipientsOf(tables: Record<string, Row[]>): DataRecipient[] {
  const payments = (tables.payment ?? []).filter((r) => r.gateway === 'razorpay');
  const mails = (tables.outbox_message ?? []).filter((r) => r.sent_at != null);
  const payouts = (tables.payout ?? []).filter((r) => r.gateway === 'razorpayx');
  return [
    recipient('razorpay', 'payments', payments, 'created_at'),
    recipient('smtp', 'registration', mails, 'sent_at'),
    recipient('razorpayx', 'prizes_tax', payouts, 'created_at'),
  ].filter((r): r is DataRecipient => r !== null);
}

/** What the My data page shows: how many records of each kind, and the recipients. */
export function summaryOf(data: MyData): MyDataSummary {
  return {
    generatedAt: new Date(data.generatedAt),
    counts: Object.fromEntries(Object.entries(data.tables).map(([table, rows]) => [table, rows.length])),
    account: accountOf(data.tables.app_user?.[0]),
    sharedWith: data.sharedWith,
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function accountOf(row: Row | undefined): MyDataSummary['account'] {
  if (!row) return null;
  return {
    email: text(row.email),
    first_name: text(row.first_name),
    last_name: text(row.last_name),
    phone: text(row.phone),
    city: text(row.city),
    state: text(row.state),
  };
}

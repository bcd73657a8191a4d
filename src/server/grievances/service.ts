import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  GRIEVANCE_MESSAGES,
  grievanceDueAt,
  grievanceDueDay,
  grievanceReference,
  grievanceResponseDays,
  isOverdue,
  type AdminGrievance,
  type Grievance as GrievanceView,
  type GrievanceCreate,
  type GrievanceOfficer,
  type GrievanceStatus,
} from '../../shared/grievances.ts';
import { indiaDate } from '../../shared/india-time.ts';
import { recordAudit, type Actor } from '../audit/service.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { sql } from '../db/sql.ts';
import { AppError } from '../errors.ts';
import { emit } from '../notifications/service.ts';
import { CLIENT_PATHS } from '../../shared/client-routes.ts';
import { storedSettings } from '../settings/service.ts';
import { displayName } from '../users/service.ts';
import { Grievance, GrievanceMessage } from './entities.ts';

// Grievances (docs/decisions/0027-invoices-and-data-rights.md, "Grievance officer"): a player
// raises one and follows its thread; organisers answer from the console, each reply audited and
// told to the player in the app and by e-mail, in the language the grievance was raised in.

const ENTITY = 'Grievance';

/** What the /grievance page shows: the officer (settings) and the response time. */
export async function grievanceOfficer(em: EntityManager, box: SecretBox): Promise<GrievanceOfficer> {
  const settings = await storedSettings(em, box, [
    'GRIEVANCE_OFFICER_NAME',
    'GRIEVANCE_OFFICER_EMAIL',
    'GRIEVANCE_RESPONSE_DAYS',
  ]);
  return {
    name: settings.GRIEVANCE_OFFICER_NAME?.trim() || null,
    email: settings.GRIEVANCE_OFFICER_EMAIL?.trim() || null,
    responseDays: grievanceResponseDays(settings.GRIEVANCE_RESPONSE_DAYS),
  };
}

const notFound = () =>
  new AppError('NOT_FOUND', GRIEVANCE_MESSAGES.notFound, { reason: 'grievance.not_found' });

function toView(grievance: Grievance, messages: GrievanceMessage[], now: Date): GrievanceView {
  return {
    id: grievance.id,
    reference: grievance.reference,
    category: grievance.category,
    subject: grievance.subject,
    status: grievance.status,
    createdAt: grievance.createdAt,
    dueAt: grievance.dueAt,
    dueDay: grievanceDueDay(grievance.dueAt),
    overdue: isOverdue(grievance.status, grievance.dueAt, now),
    closedAt: grievance.closedAt ?? null,
    messages: messages.map((message) => ({
      id: message.id,
      author: message.author,
      body: message.body,
      createdAt: message.createdAt,
    })),
  };
}

async function threadsOf(em: EntityManager, ids: string[]): Promise<Map<string, GrievanceMessage[]>> {
  const threads = new Map<string, GrievanceMessage[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return threads;
  const messages = await em.find(
    GrievanceMessage,
    { grievance: { $in: ids } },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  for (const message of messages) threads.get(message.grievance.id)?.push(message);
  return threads;
}

/**
 * Raises a grievance: its reference is the next number of the year in India, taken from the
 * year's counter row in this transaction (the row lock queues concurrent ones; a rollback gives
 * the number back), so references are unique and gapless.
 */
export async function raiseGrievance(
  em: EntityManager,
  box: SecretBox,
  userId: string,
  input: Required<GrievanceCreate>,
  now = new Date(),
): Promise<GrievanceView> {
  // Settings are read before the transaction (their cache reads on a connection of its own).
  const { responseDays } = await grievanceOfficer(em, box);
  const year = Number(indiaDate(now).slice(0, 4));
  return em.transactional(async (tx) => {
    const [counter] = await sql<{ last: number }[]>(
      tx,
      `insert into grievance_counter (year, last) values (?, 1)
       on conflict (year) do update set last = grievance_counter.last + 1
       returning last`,
      [year],
    );
    const number = Number(counter!.last);
    const grievance = tx.create(Grievance, {
      reference: grievanceReference(year, number),
      year,
      number,
      user: userId,
      category: input.category,
      subject: input.subject,
      status: 'open',
      language: input.lang,
      dueAt: grievanceDueAt(now, responseDays),
      closedAt: null,
      createdAt: now,
    });
    const first = tx.create(GrievanceMessage, {
      grievance,
      author: 'player',
      authorId: null,
      body: input.message,
      createdAt: now,
    });
    await tx.flush();
    return toView(grievance, [first], now);
  });
}

/** The player's grievances, newest first, each with its thread. */
export async function ownGrievances(em: EntityManager, userId: string): Promise<GrievanceView[]> {
  const grievances = await em.find(
    Grievance,
    { user: userId },
    { orderBy: { createdAt: 'desc', id: 'asc' } },
  );
  const threads = await threadsOf(
    em,
    grievances.map((g) => g.id),
  );
  const now = new Date();
  return grievances.map((g) => toView(g, threads.get(g.id) ?? [], now));
}

/** One of the player's grievances; someone else's is not found, as if it did not exist. */
export async function ownGrievance(em: EntityManager, userId: string, id: string): Promise<GrievanceView> {
  const grievance = await em.findOne(Grievance, { id, user: userId });
  if (!grievance) throw notFound();
  const threads = await threadsOf(em, [id]);
  return toView(grievance, threads.get(id) ?? [], new Date());
}

/** The player adds to their grievance: it waits for the organisers again. */
export async function replyAsPlayer(
  em: EntityManager,
  userId: string,
  id: string,
  body: string,
): Promise<GrievanceView> {
  await em.transactional(async (tx) => {
    const grievance = await tx.findOne(
      Grievance,
      { id, user: userId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!grievance) throw notFound();
    if (grievance.status === 'closed')
      throw new AppError('CONFLICT', GRIEVANCE_MESSAGES.closed, { reason: 'grievance.closed' });
    grievance.status = 'open';
    tx.create(GrievanceMessage, { grievance, author: 'player', authorId: null, body });
    await tx.flush();
  });
  return ownGrievance(em.fork(), userId, id);
}

const STATUS_ORDER: Record<GrievanceStatus, number> = { open: 0, answered: 1, closed: 2 };

/**
 * The console's list: overdue ones first, then by status (open, answered, closed) and the
 * earliest deadline.
 */
export async function listGrievances(
  em: EntityManager,
  filter: { status?: GrievanceStatus | undefined },
): Promise<AdminGrievance[]> {
  const grievances = await em.find(Grievance, filter.status ? { status: filter.status } : {}, {
    populate: ['user'],
    orderBy: { dueAt: 'asc', id: 'asc' },
    limit: 500,
  });
  const threads = await threadsOf(
    em,
    grievances.map((g) => g.id),
  );
  const now = new Date();
  return grievances
    .map((g) => toAdminView(g, threads.get(g.id) ?? [], now))
    .sort(
      (a, b) =>
        Number(b.overdue) - Number(a.overdue) ||
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        a.dueAt.getTime() - b.dueAt.getTime(),
    );
}

function toAdminView(grievance: Grievance, messages: GrievanceMessage[], now: Date): AdminGrievance {
  const user = grievance.user;
  return {
    ...toView(grievance, messages, now),
    language: grievance.language === 'hi' ? 'hi' : 'en',
    player: { id: user.id, name: displayName(user), email: user.email ?? null },
  };
}

export async function adminGrievance(em: EntityManager, id: string): Promise<AdminGrievance> {
  const grievance = await em.findOne(Grievance, id, { populate: ['user'] });
  if (!grievance) throw notFound();
  const threads = await threadsOf(em, [id]);
  return toAdminView(grievance, threads.get(id) ?? [], new Date());
}

/**
 * An organiser's reply: the thread grows, the grievance is answered, the reply is audited and
 * told to the player in the same transaction (the grievance.answered event: the bell, and the
 * e-mail its sender delivers and the outbox keeps).
 */
export async function replyAsOrganiser(
  em: EntityManager,
  actor: Actor,
  id: string,
  body: string,
): Promise<AdminGrievance> {
  await em.transactional(async (tx) => {
    const grievance = await lockedGrievance(tx, id);
    if (grievance.status === 'closed')
      throw new AppError('CONFLICT', GRIEVANCE_MESSAGES.closed, { reason: 'grievance.closed' });
    const before = { status: grievance.status };
    grievance.status = 'answered';
    const message = tx.create(GrievanceMessage, {
      grievance,
      author: 'organiser',
      authorId: actor.userId,
      body,
    });
    await tx.flush();
    recordAudit(tx, actor, 'grievance.reply', {
      entity: ENTITY,
      entityId: grievance.id,
      before,
      // The reply's text stays in the thread, which goes with the account; the audit keeps no personal data.
      after: { status: grievance.status, reference: grievance.reference, messageId: message.id },
    });
    await tell(tx, grievance, `reply:${message.id}`, body);
  });
  return adminGrievance(em.fork(), id);
}

/** Closes a grievance: audited and told to the player, who may still raise a new one. */
export async function closeGrievance(em: EntityManager, actor: Actor, id: string): Promise<AdminGrievance> {
  await em.transactional(async (tx) => {
    const grievance = await lockedGrievance(tx, id);
    if (grievance.status === 'closed') return;
    const before = { status: grievance.status };
    grievance.status = 'closed';
    grievance.closedAt = new Date();
    recordAudit(tx, actor, 'grievance.close', {
      entity: ENTITY,
      entityId: grievance.id,
      before,
      after: { status: grievance.status, reference: grievance.reference, closedAt: grievance.closedAt },
    });
    await tell(tx, grievance, 'closed');
  });
  return adminGrievance(em.fork(), id);
}

async function lockedGrievance(tx: EntityManager, id: string): Promise<Grievance> {
  // FOR UPDATE: a reply and a close of the same grievance at once take turns.
  const grievance = await tx.findOne(Grievance, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!grievance) throw notFound();
  await tx.populate(grievance, ['user']);
  return grievance;
}

/**
 * The player hears the answer in the language the grievance was raised in (texts/security.ts,
 * `language`), on the bell and by e-mail, which quotes the reply.
 */
async function tell(
  tx: EntityManager,
  grievance: Grievance,
  /** `closed`, or `reply:<message id>`: each reply is told once. */
  answer: `reply:${string}` | 'closed',
  reply = '',
): Promise<void> {
  await tx.flush();
  await emit(tx, {
    type: 'grievance.answered',
    key: `grievance.answered:${grievance.id}:${answer}`,
    userIds: [grievance.user.id],
    params: {
      reference: grievance.reference,
      answer: answer === 'closed' ? 'closed' : 'reply',
      language: grievance.language === 'hi' ? 'hi' : 'en',
      ...(reply ? { reply } : {}),
    },
    path: CLIENT_PATHS.grievance,
  });
}

import { describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, requestAs } from '../../../test/support/auth.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { AuditLog } from '../audit/entities.ts';
import { OutboxMessage } from '../mail/entities.ts';
import { Notification } from '../notifications/entities.ts';
import { indiaDate } from '../../shared/india-time.ts';

// Grievances (docs/decisions/0027-invoices-and-data-rights.md): a ticket with a unique reference
// and a due date, readable only by its player, answered from the console and told to the player.

const made = adminTestAppOfFile();
const DAY_MS = 24 * 60 * 60 * 1000;

const raise = (overrides: object = {}) => ({
  category: 'data' as const,
  subject: 'Please delete my old phone number',
  message: 'My profile still shows a phone number I no longer use; please remove it.',
  ...overrides,
});

describe('grievances', () => {
  it('gives 20 concurrent grievances 20 distinct consecutive references', async () => {
    const { t } = made;
    const players = await Promise.all(Array.from({ length: 4 }, () => createUser(t)));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => trpcAs(t, players[i % 4]).grievances.create.mutate(raise())),
    );
    const year = indiaDate(new Date()).slice(0, 4);
    const numbers = results.map((g) => {
      expect(g.reference).toMatch(new RegExp(`^GR-${year}-\\d{6}$`));
      return Number(g.reference.slice(-6));
    });
    expect(new Set(numbers).size).toBe(20);
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted.at(-1)! - sorted[0]!).toBe(19);
  });

  it('is due after the response time (90 days, or the setting), shown as an India date', async () => {
    const { t, admin } = made;
    const player = await createUser(t);
    const before = Date.now();
    const first = await trpcAs(t, player).grievances.create.mutate(raise());
    expect(first.status).toBe('open');
    expect(first.dueAt.getTime() - first.createdAt.getTime()).toBe(90 * DAY_MS);
    expect(first.dueDay).toBe(indiaDate(new Date(before + 90 * DAY_MS)));
    expect(first.messages).toEqual([expect.objectContaining({ author: 'player', body: raise().message })]);

    const set = await requestAs(t, admin, 'PUT', '/admin/env/GRIEVANCE_RESPONSE_DAYS', { value: '30' });
    expect(set.statusCode).toBe(200);
    const second = await trpcAs(t, player).grievances.create.mutate(raise());
    expect(second.dueAt.getTime() - second.createdAt.getTime()).toBe(30 * DAY_MS);
    expect((await trpcAs(t).grievances.officer.query()).responseDays).toBe(30);
    await requestAs(t, admin, 'DELETE', '/admin/env/GRIEVANCE_RESPONSE_DAYS');
  });

  it('refuses bad input with clear errors and keeps nothing', async () => {
    const { t } = made;
    const player = await createUser(t);
    const res = await requestAs(t, player, 'POST', '/api/grievances', {
      category: 'lottery',
      subject: 'Hi',
      message: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Write a subject of at least 5 characters.');
    expect(res.body).toContain('Describe your grievance in at least 20 characters.');
    expect(res.body).toContain('Choose what your grievance is about.');
    expect(await trpcAs(t, player).grievances.list.query()).toEqual([]);
  });

  it("shows a player only their own grievances: another's is 404", async () => {
    const { t, admin } = made;
    const owner = await createUser(t);
    const other = await createUser(t);
    const grievance = await trpcAs(t, owner).grievances.create.mutate(raise());
    const res = await requestAs(t, other, 'GET', `/api/grievances/${grievance.id}`);
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({
      error: 'Grievance not found.',
      reason: 'grievance.not_found',
    });
    const reply = await requestAs(t, other, 'POST', `/api/grievances/${grievance.id}/messages`, {
      message: 'Let me in',
    });
    expect(reply.statusCode).toBe(404);
    expect((await trpcAs(t, other).grievances.list.query()).map((g) => g.id)).not.toContain(grievance.id);
    expect((await requestAs(t, owner, 'GET', `/api/grievances/${grievance.id}`)).statusCode).toBe(200);
    // Signed out: 401; the console's list is for admins only.
    expect((await t.app.inject({ method: 'GET', url: `/api/grievances/${grievance.id}` })).statusCode).toBe(
      401,
    );
    expect((await requestAs(t, owner, 'GET', '/admin/grievances')).statusCode).toBe(403);
    expect((await requestAs(t, admin, 'GET', `/admin/grievances/${grievance.id}`)).statusCode).toBe(200);
  });

  it("tells the player of each reply (grievance.answered) in the grievance's language, audited", async () => {
    const { t, admin } = made;
    const player = await createUser(t);
    const grievance = await trpcAs(t, player).grievances.create.mutate(raise({ lang: 'hi' }));
    const console_ = trpcAs(t, admin);

    const answered = await console_.adminGrievances.reply.mutate({
      id: grievance.id,
      message: 'We removed the number from your profile.',
    });
    expect(answered.status).toBe('answered');
    expect(answered.messages.map((m) => m.author)).toEqual(['player', 'organiser']);

    const em = t.db.orm.em.fork();
    const notes = await em.find(Notification, { user: player.userId, kind: 'grievance' });
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toBe(`आपकी शिकायत ${grievance.reference} का उत्तर`);
    // The e-mail is the event's (its sender delivers it): it quotes the reply, as the bell does.
    expect(notes[0]!.body).toContain('We removed the number from your profile.');
    expect(notes[0]!.path).toBe('/grievance');
    expect(await em.count(OutboxMessage, { to: player.email, subject: { $like: '%GR-%' } })).toBe(0);
    expect(await em.find(AuditLog, { entityId: grievance.id })).toEqual([
      expect.objectContaining({ action: 'grievance.reply', actorId: admin.userId }),
    ]);

    // The player sees the reply and answers; it waits for the organisers again.
    const seen = await trpcAs(t, player).grievances.get.query({ id: grievance.id });
    expect(seen.messages[1]).toMatchObject({
      author: 'organiser',
      body: 'We removed the number from your profile.',
    });
    const again = await trpcAs(t, player).grievances.reply.mutate({
      id: grievance.id,
      message: 'Thank you!',
    });
    expect(again.status).toBe('open');

    const closed = await console_.adminGrievances.close.mutate({ id: grievance.id });
    expect(closed.status).toBe('closed');
    expect(closed.closedAt).toBeInstanceOf(Date);
    expect(await em.fork().count(Notification, { user: player.userId, kind: 'grievance' })).toBe(2);
    const late = await requestAs(t, admin, 'POST', `/admin/grievances/${grievance.id}/replies`, {
      message: 'One more thing',
    });
    expect(late.statusCode).toBe(409);
    expect(JSON.parse(late.body)).toMatchObject({ reason: 'grievance.closed' });
  });

  it('lists overdue grievances first in the console, then by status and deadline', async () => {
    const { t, admin } = made;
    const player = await createUser(t);
    const overdue = await trpcAs(t, player).grievances.create.mutate(
      raise({ subject: 'An overdue grievance' }),
    );
    await t.db.orm.em
      .getConnection()
      .execute(`update grievance set due_at = now() - interval '1 day' where id = ?`, [overdue.id]);
    const list = await trpcAs(t, admin).adminGrievances.list.query({ status: 'open' });
    expect(list[0]).toMatchObject({ id: overdue.id, overdue: true, player: { id: player.userId } });
    expect(list.slice(1).every((g) => !g.overdue && g.status === 'open')).toBe(true);
    const dues = list.slice(1).map((g) => g.dueAt.getTime());
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
  });

  it("shows the officer's contact from the settings", async () => {
    const { t, admin } = made;
    expect(await trpcAs(t).grievances.officer.query()).toEqual({ name: null, email: null, responseDays: 90 });
    await requestAs(t, admin, 'PUT', '/admin/env/GRIEVANCE_OFFICER_NAME', { value: 'Asha Rao' });
    await requestAs(t, admin, 'PUT', '/admin/env/GRIEVANCE_OFFICER_EMAIL', { value: 'Grievance@Example.in' });
    expect(await trpcAs(t).grievances.officer.query()).toEqual({
      name: 'Asha Rao',
      email: 'grievance@example.in',
      responseDays: 90,
    });
  });
});

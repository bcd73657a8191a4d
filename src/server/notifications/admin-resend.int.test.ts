import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, requestAs, type TestUser } from '../../../test/support/auth.ts';
import { insertDeliveries } from '../../../test/support/deliveries.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { AuditLog } from '../audit/entities.ts';
import { DELIVERY_MESSAGES } from './admin.ts';
import { NotificationDelivery } from './entities.ts';

// POST /admin/notifications/deliveries/{id}/resend (adminNotifications.resend): a failed message
// goes back in the queue, once, audited with the error it failed with; nothing else is sent again.

const made = adminTestAppOfFile();
let player: TestUser;

beforeAll(async () => {
  player = await createUser(made.t);
});

const failed = async (error = 'MSG91: 5xx after 5 tries') =>
  (
    await insertDeliveries(made.t.db.orm.em.fork(), [
      {
        userId: player.userId,
        channel: 'sms',
        status: 'failed',
        attempts: 5,
        error,
        createdAt: new Date(Date.now() - 60 * 60_000),
        failedAt: new Date(Date.now() - 30 * 60_000),
      },
    ])
  )[0]!;
const row = (id: string) => made.t.db.orm.em.fork().findOneOrFail(NotificationDelivery, id);
const audits = (id: string) =>
  made.t.db.orm.em.fork().find(AuditLog, { entity: 'NotificationDelivery', entityId: id });
const resend = (id: string, user: TestUser = made.admin) =>
  requestAs(made.t, user, 'POST', `/admin/notifications/deliveries/${id}/resend`);

describe('resending a message', () => {
  it('queues a failed one again, due now, its tries afresh, the error kept in the audit log', async () => {
    const id = await failed('WhatsApp: template paused');
    const before = Date.now();
    const answer = await trpcAs(made.t, made.admin).adminNotifications.resend.mutate({ id });
    expect(answer).toMatchObject({
      requeued: true,
      delivery: { id, status: 'queued', attempts: 0, error: null, failedAt: null },
    });
    const after = await row(id);
    expect(after).toMatchObject({ status: 'queued', attempts: 0, error: null, failedAt: null });
    expect(after.notBefore.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(after.notBefore.getTime()).toBeLessThanOrEqual(Date.now());
    const [audit, ...more] = await audits(id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      actorId: made.admin.userId,
      action: 'notifications.resend',
      before: { status: 'failed', attempts: 5, error: 'WhatsApp: template paused' },
      after: { status: 'queued', attempts: 0, error: null },
    });
  });

  it('changes nothing the second time (a double click, a retried request)', async () => {
    const id = await failed();
    expect((await resend(id)).json()).toMatchObject({ requeued: true });
    const first = await row(id);
    const again = await resend(id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ requeued: false, delivery: { id, status: 'queued' } });
    expect(await row(id)).toEqual(first);
    expect(await audits(id)).toHaveLength(1);
  });

  it('lets only one of two resends at the same time queue it', async () => {
    const id = await failed();
    const answers = await Promise.all([resend(id), resend(id)]);
    expect(answers.map((a) => a.json<{ requeued: boolean }>().requeued).sort()).toEqual([false, true]);
    expect(await audits(id)).toHaveLength(1);
  });

  it('refuses a message that is not failed, with a clear 409, and leaves it as it is', async () => {
    const em = made.t.db.orm.em.fork();
    const ids = await insertDeliveries(
      em,
      (['sent', 'delivered', 'held', 'cancelled'] as const).map((status) => ({
        userId: player.userId,
        channel: 'email' as const,
        status,
      })),
    );
    for (const id of ids) {
      const before = await row(id);
      const res = await resend(id);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        error: DELIVERY_MESSAGES.notFailed,
        reason: 'notification.not_failed',
      });
      expect(await row(id)).toEqual(before);
      expect(await audits(id)).toEqual([]);
    }
  });

  it('answers 404 for a message that is not there and 400 for an id that cannot be one', async () => {
    const missing = await resend(crypto.randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(DELIVERY_MESSAGES.notFound);
    const bad = await resend('not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('That is not a delivery id.');
  });

  it('is for organisers only: a player changes nothing', async () => {
    const id = await failed();
    const before = await row(id);
    expect((await resend(id, player)).statusCode).toBe(403);
    expect(
      (await made.t.app.inject({ method: 'POST', url: `/admin/notifications/deliveries/${id}/resend` }))
        .statusCode,
    ).toBe(401);
    expect(await row(id)).toEqual(before);
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { insertDeliveries } from '../../../test/support/deliveries.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { trpcAs } from '../../../test/support/trpc.ts';

// GET /admin/notifications/today (adminNotifications.today): per channel, what happened on India's
// day, on rows whose times straddle the midnights that open and close 15 September 2026 in India
// (18:30 UTC on the 14th and on the 15th).

const made = adminTestAppOfFile();
let player: TestUser;
let failedId: string;

const at = (iso: string) => new Date(iso);
const zero = { sent: 0, delivered: 0, failed: 0, queued: 0, held: 0 };

beforeAll(async () => {
  player = await createUser(made.t);
  const userId = player.userId;
  const ids = await insertDeliveries(made.t.db.orm.em.fork(), [
    // Queued on the 14th, held overnight, sent at the first instant of the 15th.
    {
      userId,
      channel: 'sms',
      status: 'sent',
      createdAt: at('2026-09-14T10:00:00Z'),
      sentAt: at('2026-09-14T18:30:00.000Z'),
    },
    // Sent at the last instant of the 14th.
    {
      userId,
      channel: 'sms',
      status: 'sent',
      createdAt: at('2026-09-14T18:29:00Z'),
      sentAt: at('2026-09-14T18:29:59.999Z'),
    },
    {
      userId,
      channel: 'sms',
      status: 'delivered',
      createdAt: at('2026-09-15T10:00:00Z'),
      sentAt: at('2026-09-15T10:00:01Z'),
      deliveredAt: at('2026-09-15T10:00:05Z'),
    },
    // Sent on the 15th, its delivery reported on the 16th.
    {
      userId,
      channel: 'sms',
      status: 'delivered',
      createdAt: at('2026-09-15T18:28:00Z'),
      sentAt: at('2026-09-15T18:29:00Z'),
      deliveredAt: at('2026-09-15T18:31:00Z'),
    },
    {
      userId,
      channel: 'sms',
      status: 'failed',
      createdAt: at('2026-09-15T17:00:00Z'),
      failedAt: at('2026-09-15T18:29:59.999Z'),
    },
    {
      userId,
      channel: 'sms',
      status: 'failed',
      createdAt: at('2026-09-15T17:00:00Z'),
      failedAt: at('2026-09-15T18:30:00.000Z'),
    },
    // Waiting, whatever day: counted as what waits now.
    { userId, channel: 'email', status: 'queued', createdAt: at('2026-09-10T08:00:00Z') },
    { userId, channel: 'email', status: 'held', createdAt: at('2026-09-15T17:00:00Z') },
    { userId, channel: 'email', status: 'cancelled', createdAt: at('2026-09-15T09:00:00Z') },
    {
      userId,
      channel: 'push',
      status: 'sent',
      createdAt: at('2026-09-15T09:00:00Z'),
      sentAt: at('2026-09-15T09:00:00Z'),
    },
  ]);
  failedId = ids[4]!;
});
afterEach(() => vi.useRealTimers());

const today = (day?: string) => trpcAs(made.t, made.admin).adminNotifications.today.query(day ? { day } : {});

describe("today's counts", () => {
  it("counts each channel's messages on the India day they were sent, delivered or failed", async () => {
    expect(await today('2026-09-15')).toEqual({
      day: '2026-09-15',
      channels: [
        { channel: 'email', ...zero, queued: 1, held: 1 },
        { channel: 'push', ...zero, sent: 1 },
        { channel: 'sms', ...zero, sent: 3, delivered: 1, failed: 1 },
        { channel: 'whatsapp', ...zero },
      ],
    });
    const sms = async (day: string) => (await today(day)).channels.find((c) => c.channel === 'sms');
    expect(await sms('2026-09-14')).toEqual({ channel: 'sms', ...zero, sent: 1 });
    expect(await sms('2026-09-16')).toEqual({ channel: 'sms', ...zero, delivered: 1, failed: 1 });
  });

  it("takes today in India when no day is given, at midnight India's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at('2026-09-15T18:29:59Z'));
    expect((await today()).day).toBe('2026-09-15');
    vi.setSystemTime(at('2026-09-15T18:30:00Z'));
    const next = await today();
    expect(next.day).toBe('2026-09-16');
    expect(next.channels.find((c) => c.channel === 'sms')).toMatchObject({ sent: 0, failed: 1 });
  });

  it('moves a resent message from failed to queued', async () => {
    await trpcAs(made.t, made.admin).adminNotifications.resend.mutate({ id: failedId });
    const sms = (await today('2026-09-15')).channels.find((c) => c.channel === 'sms');
    expect(sms).toMatchObject({ failed: 0, queued: 1 });
  });

  it('is for organisers only', async () => {
    const asPlayer = made.t.app.inject({ url: '/admin/notifications/today', headers: player.headers });
    expect((await asPlayer).statusCode).toBe(403);
    const res = await made.t.app.inject({
      url: '/admin/notifications/today?day=2026-09-15',
      headers: made.admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const bad = await made.t.app.inject({
      url: '/admin/notifications/today?day=15-09-2026',
      headers: made.admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

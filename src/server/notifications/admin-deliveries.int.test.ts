import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { insertDeliveries } from '../../../test/support/deliveries.ts';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { AppUser } from '../users/entities.ts';
import { DELIVERY_MESSAGES } from './admin.ts';

// GET /admin/notifications/deliveries (adminNotifications.deliveries): the delivery log on rows
// written at known times around the midnights of 14/15 and 15/16 September 2026 in India.

const made = adminTestAppOfFile();
let asha: TestUser;
let ravi: TestUser;
/** The rows by name, oldest first: d1 … d5. */
let ids: Record<'d1' | 'd2' | 'd3' | 'd4' | 'd5', string>;

interface Page {
  items: { id: string; channel: string; status: string; recipient: Record<string, unknown> }[];
  nextCursor: string | null;
}
const get = (query: string, user: TestUser | null = made.admin) =>
  made.t.app.inject({ url: `/admin/notifications/deliveries${query}`, headers: user?.headers ?? {} });
const page = async (query: string): Promise<Page> => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The names of the rows a query lists, in its order. */
const listed = async (query: string) => {
  const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  return (await page(query)).items.map((item) => names[item.id]);
};

beforeAll(async () => {
  const { t } = made;
  asha = await createUser(t, { name: 'Asha Rao' });
  ravi = await createUser(t, { name: 'Ravi Kumar' });
  const em = t.db.orm.em.fork();
  await em.nativeUpdate(AppUser, { id: asha.userId }, { phone: '+919876543210' });
  await em.nativeUpdate(AppUser, { id: ravi.userId }, { phone: '9123456789' });
  const at = (iso: string) => new Date(iso);
  const [d1, d2, d3, d4, d5] = await insertDeliveries(em, [
    // 14 Sep, 23:59:59.999 IST
    { userId: asha.userId, channel: 'email', status: 'sent', createdAt: at('2026-09-14T18:29:59.999Z') },
    // 15 Sep, 00:00 IST
    {
      userId: asha.userId,
      channel: 'sms',
      status: 'failed',
      attempts: 3,
      error: 'MSG91: invalid mobile number',
      createdAt: at('2026-09-14T18:30:00.000Z'),
    },
    {
      userId: ravi.userId,
      channel: 'push',
      status: 'delivered',
      event: 'payment.received',
      createdAt: at('2026-09-15T10:00:00Z'),
    },
    // 15 Sep, 23:59:59 IST
    {
      userId: ravi.userId,
      channel: 'whatsapp',
      status: 'queued',
      event: 'check-in.open',
      createdAt: at('2026-09-15T18:29:59Z'),
    },
    // 16 Sep, 00:00 IST
    {
      userId: ravi.userId,
      channel: 'email',
      status: 'held',
      event: 'result.recorded',
      createdAt: at('2026-09-15T18:30:00Z'),
    },
  ]);
  ids = { d1: d1!, d2: d2!, d3: d3!, d4: d4!, d5: d5! };
});

describe('the delivery log', () => {
  it('lists every message newest first, with its recipient and what happened to it', async () => {
    expect(await listed('')).toEqual(['d5', 'd4', 'd3', 'd2', 'd1']);
    const failed = (await trpcAs(made.t, made.admin).adminNotifications.deliveries.query({})).items[3]!;
    expect(failed).toMatchObject({
      id: ids.d2,
      event: 'room.released',
      channel: 'sms',
      status: 'failed',
      attempts: 3,
      error: 'MSG91: invalid mobile number',
      recipient: { id: asha.userId, name: 'Asha Rao', email: asha.email, phone: '+919876543210' },
      createdAt: new Date('2026-09-14T18:30:00.000Z'),
    });
  });

  it('narrows by channel, status and event', async () => {
    expect(await listed('?channel=sms')).toEqual(['d2']);
    expect(await listed('?channel=email')).toEqual(['d5', 'd1']);
    expect(await listed('?status=failed')).toEqual(['d2']);
    expect(await listed('?status=held')).toEqual(['d5']);
    expect(await listed('?event=room.released')).toEqual(['d2', 'd1']);
    expect(await listed('?event=check-in.open')).toEqual(['d4']);
    expect(await listed('?channel=email&status=sent')).toEqual(['d1']);
    expect(await listed('?event=payout.sent')).toEqual([]);
  });

  it('finds the recipient by part of the e-mail, the name or the phone however it is written', async () => {
    expect(await listed(`?recipient=${encodeURIComponent(asha.email.slice(0, 10).toUpperCase())}`)).toEqual([
      'd2',
      'd1',
    ]);
    expect(await listed('?recipient=ravi%20kumar')).toEqual(['d5', 'd4', 'd3']);
    expect(await listed('?recipient=Rao')).toEqual(['d2', 'd1']);
    expect(await listed(`?recipient=${encodeURIComponent('98765 43210')}`)).toEqual(['d2', 'd1']);
    expect(await listed(`?recipient=${encodeURIComponent('+91 91234 56789')}`)).toEqual(['d5', 'd4', 'd3']);
    // A wildcard is a character like any other.
    expect(await listed('?recipient=%25')).toEqual([]);
  });

  it("takes India's days, both ends included", async () => {
    expect(await listed('?from=2026-09-15&to=2026-09-15')).toEqual(['d4', 'd3', 'd2']);
    expect(await listed('?to=2026-09-14')).toEqual(['d1']);
    expect(await listed('?from=2026-09-16')).toEqual(['d5']);
    expect(await listed('?from=2026-09-15&channel=sms&recipient=asha')).toEqual(['d2']);
  });

  it('pages by cursor without repeating or skipping a row', async () => {
    const first = await page('?limit=2');
    const second = await page(`?limit=2&cursor=${first.nextCursor}`);
    const third = await page(`?limit=2&cursor=${second.nextCursor}`);
    expect([first, second, third].flatMap((p) => p.items.map((i) => i.id))).toEqual([
      ids.d5,
      ids.d4,
      ids.d3,
      ids.d2,
      ids.d1,
    ]);
    expect(third.nextCursor).toBeNull();
    // Filters hold across pages.
    const failedFirst = await page('?limit=1&channel=email');
    expect((await page(`?limit=1&channel=email&cursor=${failedFirst.nextCursor}`)).items[0]!.id).toBe(ids.d1);
  });

  it('refuses bad input with a clear 400', async () => {
    const refused = async (query: string, message: string) => {
      const res = await get(query);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe(message);
    };
    await refused('?cursor=bm9wZQ', DELIVERY_MESSAGES.badCursor);
    await refused('?from=2026-09-16&to=2026-09-15', 'The end date is before the start date.');
    await refused('?from=2026-02-31', 'Dates are yyyy-mm-dd.');
    await refused(
      '?status=lost',
      'The status must be one of: queued, held, sent, delivered, failed, cancelled.',
    );
    await refused('?channel=fax', 'The channel must be one of: email, push, sms, whatsapp.');
    await refused('?limit=500', 'At most 200 per page.');
  });

  it('is for organisers only', async () => {
    expect((await get('', null)).statusCode).toBe(401);
    expect((await get('', asha)).statusCode).toBe(403);
    await expect(trpcAs(made.t, asha).adminNotifications.deliveries.query({})).rejects.toMatchObject({
      data: { httpStatus: 403 },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { AUDIT_ACTOR_MESSAGE } from '../../shared/admin-audit.ts';
import { AuditLog } from './entities.ts';

// GET /admin/audit on the rows real admin writes leave (a game added, renamed, deleted) and on
// rows written at known times around the midnight between 14 and 15 September 2026 in India.

let t: TestApp;
let asha: TestUser;
let ravi: TestUser;
let player: TestUser;
let gameId: string;

interface Entry {
  id: string;
  action: string;
  entity: string;
  entityId: string;
  actor: { id: string; name: string | null; email: string | null };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}
interface Page {
  items: Entry[];
  nextCursor: string | null;
}

const get = (query: string, user: TestUser | null = asha) =>
  t.app.inject({ url: `/admin/audit${query}`, headers: user?.headers ?? {} });
const page = async (query: string): Promise<Page> => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const actions = async (query: string) => (await page(query)).items.map((e) => e.action);

beforeAll(async () => {
  t = await createTestApp();
  asha = await createUser(t, { role: 'admin', name: 'Asha Rao' });
  ravi = await createUser(t, { role: 'admin', name: 'Ravi Kumar' });
  player = await createUser(t);
  const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, admin: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
  const game = { slug: 'chess-arena', name: 'Chess Arena', category: 'strategy' };
  gameId = (await write('POST', '/admin/games', asha, game)).json().id;
  await write('PUT', `/admin/games/${gameId}`, asha, { ...game, name: 'Chess Arena Pro' });
  await write('DELETE', `/admin/games/${gameId}`, ravi);

  const em = t.db.orm.em.fork();
  const row = (createdAt: string, action: string, actorId = asha.userId) =>
    em.create(AuditLog, {
      actorId,
      action,
      entity: 'BlogPost',
      entityId: `post-${action}`,
      before: null,
      after: { title: action },
      createdAt: new Date(createdAt),
    });
  row('2026-09-14T18:29:59.999Z', 'blog.last-second'); // 14 Sep, 23:59:59.999 IST
  row('2026-09-14T18:30:00.000Z', 'blog.midnight'); // 15 Sep, 00:00 IST
  row('2026-09-15T18:29:59.000Z', 'blog.late'); // 15 Sep, 23:59:59 IST
  row('2026-09-15T18:30:00.000Z', 'blog.next-day', 'demo-seed'); // 16 Sep; the demo seed's
  await em.flush();
  // The same millisecond, apart by microseconds: a cursor must tell them apart.
  for (const [micros, action] of [
    ['.123456', 'blog.micro-early'],
    ['.123789', 'blog.micro-late'],
  ])
    await em.getConnection().execute(
      `insert into audit_log (id, actor_id, action, entity, entity_id, created_at)
         values (gen_random_uuid(), ?, ?, 'BlogPost', 'micro', ?::timestamptz)`,
      [ravi.userId, action, `2026-09-10T06:00:00${micros}Z`],
    );
});
afterAll(() => t.close());

describe('GET /admin/audit', () => {
  it('lists every admin write newest first, with its actor and the record before and after', async () => {
    const { items, nextCursor } = await page('');
    expect(nextCursor).toBeNull();
    expect(items.map((e) => e.action)).toEqual([
      'game.delete',
      'game.update',
      'game.create',
      'blog.next-day',
      'blog.late',
      'blog.midnight',
      'blog.last-second',
      'blog.micro-late',
      'blog.micro-early',
    ]);
    const [deleted, renamed] = items;
    expect(deleted).toMatchObject({
      entity: 'game',
      entityId: gameId,
      actor: { id: ravi.userId, name: 'Ravi Kumar', email: ravi.email },
      before: { slug: 'chess-arena', name: 'Chess Arena Pro' },
      after: null,
    });
    expect(renamed).toMatchObject({
      actor: { id: asha.userId, name: 'Asha Rao', email: asha.email },
      before: { name: 'Chess Arena' },
      after: { name: 'Chess Arena Pro' },
    });
    expect(items[3]).toMatchObject({
      actor: { id: 'demo-seed', name: null, email: null },
      createdAt: '2026-09-15T18:30:00.000Z',
    });
  });

  it('filters by actor (id or e-mail), entity, entity id and action', async () => {
    const ashas = ['game.update', 'game.create', 'blog.late', 'blog.midnight', 'blog.last-second'];
    expect(await actions(`?actor=${asha.userId}`)).toEqual(ashas);
    expect(await actions(`?actor=${encodeURIComponent(asha.email.toUpperCase())}`)).toEqual(ashas);
    expect(await actions('?actor=nobody%40example.in')).toEqual([]);
    expect(await actions(`?entity=game&entityId=${gameId}`)).toEqual([
      'game.delete',
      'game.update',
      'game.create',
    ]);
    expect(await actions(`?entityId=${gameId}&actor=${ravi.userId}`)).toEqual(['game.delete']);
    expect(await actions('?entity=BlogPost&action=blog.midnight')).toEqual(['blog.midnight']);
    expect(await actions('?entity=Game&action=GAME.CREATE')).toEqual(['game.create']);
    expect(await actions('?entity=Coupon')).toEqual([]);
  });

  it('takes whole days in India for from and to', async () => {
    expect(await actions('?from=2026-09-15&to=2026-09-15')).toEqual(['blog.late', 'blog.midnight']);
    expect(await actions('?to=2026-09-14')).toEqual([
      'blog.last-second',
      'blog.micro-late',
      'blog.micro-early',
    ]);
    expect(await actions('?from=2026-09-16&to=2026-09-30')).toEqual(['blog.next-day']);
  });

  it('pages newest first by cursor, without repeating or skipping a row', async () => {
    const all = (await page('')).items.map((e) => e.id);
    for (const limit of [1, 2, 4]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const next: Page = await page(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(next.items.length).toBeLessThanOrEqual(limit);
        seen.push(...next.items.map((e) => e.id));
        cursor = next.nextCursor;
        pages++;
      } while (cursor);
      expect(seen, `limit ${limit}`).toEqual(all);
      expect(pages).toBe(Math.ceil(all.length / limit));
    }
    const filtered = await page(`?actor=${asha.userId}&limit=2`);
    const rest = await page(`?actor=${asha.userId}&limit=10&cursor=${filtered.nextCursor}`);
    expect(rest.items.map((e) => e.action)).toEqual(['blog.late', 'blog.midnight', 'blog.last-second']);
  });

  it('refuses bad filters with a sentence to act on', async () => {
    const refused = async (query: string, field: string, error: string) => {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ error, code: 'BAD_REQUEST' });
      if (field) expect(res.json().fieldErrors, query).toMatchObject({ [field]: error });
    };
    await refused('?actor=asha', 'actor', AUDIT_ACTOR_MESSAGE);
    await refused('?from=2026-02-31', 'from', 'Dates are yyyy-mm-dd.');
    await refused('?from=15-09-2026', 'from', 'Dates are yyyy-mm-dd.');
    await refused('?from=2026-09-16&to=2026-09-15', 'to', 'The end date is before the start date.');
    await refused('?limit=201', 'limit', 'At most 200 per page.');
    await refused('?limit=0', 'limit', 'At least 1 per page.');
    const broken = 'This page cursor is not valid; start again from the first page.';
    await refused('?cursor=not-a-cursor', '', broken);
    await refused(
      `?cursor=${Buffer.from(`2026-02-31T00:00:00.000000Z|${gameId}`).toString('base64url')}`,
      '',
      broken,
    );
  });

  it('is for admins only: 401 for a visitor, 403 for a player, on REST and tRPC', async () => {
    const visitor = await get('', null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ error: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
    const asPlayer = await get('', player);
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json()).toMatchObject({ error: "You don't have admin privileges.", code: 'FORBIDDEN' });
    await expect(trpcAs(t, player).adminAudit.list.query({})).rejects.toMatchObject({
      data: { code: 'FORBIDDEN' },
    });
    const viaTrpc = await trpcAs(t, ravi).adminAudit.list.query({ entity: 'game', limit: 1 });
    expect(viaTrpc.items[0]).toMatchObject({ action: 'game.delete', createdAt: expect.any(Date) });
  });
});

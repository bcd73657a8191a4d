import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { clerkKeys } from '../../../test/support/clerk.ts';
import { insertPayment } from '../../../test/support/payments.ts';
import { registerAndPay, soloPayload } from '../../../test/support/registration.ts';
import { adminTestAppOfFile, createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { AuditLog } from '../audit/entities.ts';
import { AppUser } from './entities.ts';

// The admin users API on a roster of accounts with known names, e-mails, phones and sign-up days,
// all at roster.test, so a search sees no one else. "ashaxr" would match "asha_r" if `_` were
// LIKE's wildcard.

const { t, admin } = adminTestAppOfFile('games');
let player: TestUser;
const roster = {} as Record<'asha' | 'kabir' | 'meera' | 'dev', TestUser>;
let unnamedId: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const get = (url: string, as: TestUser = admin) => t.app.inject({ method: 'GET', url, headers: as.headers });
const putRole = (id: string, payload: object, as: TestUser = admin) =>
  t.app.inject({ method: 'PUT', url: `/admin/users/${id}/role`, payload, headers: as.headers });
const names = async (query: string) =>
  ((await get(`/admin/users?${query}`)).json().items as { name: string }[]).map((i) => i.name);
const userAudits = () => t.db.orm.em.fork().count(AuditLog, { entity: 'AppUser' });

beforeAll(async () => {
  player = await createUser(t);
  const people = [
    ['asha', 'Asha Raman', 'asha_r@roster.test', '9876501234'],
    ['kabir', 'Kabir Mehta', 'kabir@roster.test', '9123456780'],
    ['meera', 'Meera Iyer', 'ashaxr.meera@roster.test', null],
    ['dev', 'Dev', 'dev@roster.test', null],
  ] as const;
  const em = t.db.orm.em.fork();
  for (const [i, [key, name, email, phone]] of people.entries()) {
    roster[key] = await createUser(t, { name, email });
    const createdAt = new Date(Date.UTC(2026, 0, i + 1));
    await em.nativeUpdate(AppUser, { id: roster[key].userId }, { phone, createdAt });
  }
  const unnamed = em.create(AppUser, { email: 'zz-unnamed@roster.test', createdAt: new Date('2026-01-05') });
  await em.flush();
  unnamedId = unnamed.id;
});

describe('who may call', () => {
  const calls = () =>
    [
      { method: 'GET', url: '/admin/users' },
      { method: 'GET', url: `/admin/users/${roster.asha.userId}` },
      { method: 'PUT', url: `/admin/users/${roster.asha.userId}/role`, payload: { role: 'admin' } },
    ] as const;

  it('answers 401 to a visitor and 403 to a signed-in player, and changes nothing', async () => {
    for (const call of calls()) {
      const visitor = await t.app.inject(call);
      expect(visitor.statusCode, call.url).toBe(401);
      expect(visitor.json()).toMatchObject({ error: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
      const asPlayer = await t.app.inject({ ...call, headers: player.headers });
      expect(asPlayer.statusCode, call.url).toBe(403);
      expect(asPlayer.json()).toMatchObject({ error: "You don't have admin privileges.", code: 'FORBIDDEN' });
    }
    expect((await t.db.orm.em.fork().findOneOrFail(AppUser, roster.asha.userId)).role).toBe('user');
  });
});

describe('GET /admin/users', () => {
  it('searches names, e-mails and phones in any case, wildcards as themselves', async () => {
    expect(await names('search=ASHA%20ram')).toEqual(['Asha Raman']);
    expect(await names('search=iyer')).toEqual(['Meera Iyer']);
    expect(await names('search=KABIR@Roster')).toEqual(['Kabir Mehta']);
    expect(await names(`search=${encodeURIComponent('asha_r')}`)).toEqual(['Asha Raman']);
    expect(await names(`search=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await names('search=45678')).toEqual(['Kabir Mehta']);
    expect(await names(`search=${encodeURIComponent('+91 98765-01234')}`)).toEqual(['Asha Raman']);
    expect(await names(`search=${encodeURIComponent('98765 01234')}`)).toEqual(['Asha Raman']);
  });

  it('pages with a total and sorts by sign-up, name or e-mail (unnamed last)', async () => {
    const page = (n: number) =>
      get(`/admin/users?search=roster.test&sort=createdAt&order=asc&pageSize=2&page=${n}`);
    const pages = await Promise.all([1, 2, 3, 4].map(async (n) => (await page(n)).json()));
    expect(pages.map((p) => p.items.map((i: { name: string }) => i.name))).toEqual([
      ['Asha Raman', 'Kabir Mehta'],
      ['Meera Iyer', 'Dev'],
      ['zz-unnamed'],
      [],
    ]);
    expect(pages.map((p) => [p.total, p.page, p.pageSize])).toEqual([1, 2, 3, 4].map((n) => [5, n, 2]));

    expect(await names('search=roster.test&sort=name&order=asc')).toEqual([
      'Asha Raman',
      'Dev',
      'Kabir Mehta',
      'Meera Iyer',
      'zz-unnamed',
    ]);
    expect(await names('search=roster.test&sort=name&order=desc')).toEqual([
      'Meera Iyer',
      'Kabir Mehta',
      'Dev',
      'Asha Raman',
      'zz-unnamed',
    ]);
    expect(await names('search=roster.test&sort=email&order=desc')).toEqual([
      'zz-unnamed',
      'Kabir Mehta',
      'Dev',
      'Meera Iyer',
      'Asha Raman',
    ]);
    expect(await names('search=roster.test')).toEqual([
      'zz-unnamed',
      'Dev',
      'Meera Iyer',
      'Kabir Mehta',
      'Asha Raman',
    ]);
  });

  it('describes each account: role, provider, phone, registrations', async () => {
    const [row] = (await get('/admin/users?search=asha_r')).json().items;
    expect(row).toEqual({
      id: roster.asha.userId,
      email: 'asha_r@roster.test',
      name: 'Asha Raman',
      firstName: 'Asha',
      lastName: 'Raman',
      phone: '9876501234',
      role: 'user',
      provider: 'local',
      emailVerified: false,
      registrations: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const unnamed = (await get('/admin/users?search=zz-unnamed')).json().items[0];
    expect(unnamed).toMatchObject({ id: unnamedId, provider: null, name: 'zz-unnamed', firstName: null });
  });

  it.each([
    ['sort=password', 'sort', 'Sort by one of: createdAt, name, email.'],
    ['order=up', 'order', 'The order is asc or desc.'],
    ['page=0', 'page', 'Pages start at 1.'],
    ['page=two', 'page', 'The page is a whole number.'],
    ['pageSize=101', 'pageSize', 'At most 100 per page.'],
    [`search=${'x'.repeat(201)}`, 'search', 'Keep the search to 200 characters or fewer.'],
  ])('refuses %s with a 400 that says why', async (query, field, message) => {
    const res = await get(`/admin/users?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: message,
      code: 'BAD_REQUEST',
      fieldErrors: { [field]: message },
    });
  });
});

describe('GET /admin/users/{id}', () => {
  it('shows the profile, registrations, payments, live sessions (never a token) and the audit trail', async () => {
    const kabir = roster.kabir;
    const paidId = await registerAndPay(t, kabir, soloPayload({ name: 'Kabir Mehta', email: kabir.email }));
    await insertPayment(t, {
      owner: kabir.userId,
      game: 'valorant',
      amount: 500,
      status: 'partially-refunded',
      refunds: [{ amount: 200, status: 'processed' }],
    });
    const pass = (await get(`/api/participants/${paidId}`, kabir)).json();
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: pass.gameUsername, password: pass.gamePassword },
    });
    expect(login.statusCode).toBe(200);
    expect((await putRole(kabir.userId, { role: 'admin' })).statusCode).toBe(200);
    expect((await putRole(kabir.userId, { role: 'user' })).statusCode).toBe(200);

    const res = await get(`/admin/users/${kabir.userId}`);
    expect(res.statusCode).toBe(200);
    for (const secret of [kabir.headers.authorization.slice(7).split('.')[0]!, login.json().token])
      expect(res.body).not.toContain(secret);
    const detail = res.json();
    expect(detail.profile).toMatchObject({ id: kabir.userId, name: 'Kabir Mehta', phone: '9123456780' });
    expect(detail.profile).toMatchObject({ role: 'user', registrations: 2, provider: 'local' });
    expect(detail.registrations.total).toBe(2);
    expect(detail.registrations.items[1]).toMatchObject({ id: paidId, game: 'BGMI', status: 'paid' });
    expect(detail.registrations.items[0]).toMatchObject({
      game: 'Valorant',
      playFormat: 'solo',
      teammates: 0,
    });
    expect(detail.payments.total).toBe(2);
    expect(detail.payments.items[0]).toMatchObject({
      amount: 500,
      refunded: 200,
      status: 'partially-refunded',
    });
    expect(detail.payments.items[1]).toMatchObject({ participantId: paidId, status: 'success', refunded: 0 });
    expect(detail.sessions).toMatchObject({ active: 2, lastSeenAt: expect.any(String) });
    expect(detail.sessions.items.map((s: { kind: string }) => s.kind).sort()).toEqual([
      'account',
      'game-credentials',
    ]);
    expect(detail.sessions.items.find((s: { kind: string }) => s.kind === 'game-credentials')).toMatchObject({
      gameUsername: pass.gameUsername,
      ipAddress: null,
    });
    expect(detail.audit.total).toBe(2);
    expect(detail.audit.items).toMatchObject([
      {
        action: 'user.role.revoke',
        actorId: admin.userId,
        actorEmail: admin.email,
        before: { role: 'admin' },
      },
      {
        action: 'user.role.grant',
        actorEmail: admin.email,
        before: { role: 'user' },
        after: { role: 'admin' },
      },
    ]);

    const viaTrpc = await trpcAs(t, admin).adminUsers.detail.query({ id: kabir.userId });
    expect(viaTrpc.profile.createdAt).toBeInstanceOf(Date);
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    expect((await get(`/admin/users/${UNKNOWN}`)).json()).toMatchObject({
      error: 'User not found',
      code: 'NOT_FOUND',
    });
    const bad = await get('/admin/users/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^A user id is a UUID/);
  });
});

describe('PUT /admin/users/{id}/role', () => {
  it('grants and revokes admin, audited, and takes effect on the next request; a repeat changes nothing', async () => {
    const asha = roster.asha;
    const before = await userAudits();
    const granted = await putRole(asha.userId, { role: 'admin' });
    expect(granted.json()).toMatchObject({ changed: true, user: { id: asha.userId, role: 'admin' } });
    expect((await get('/admin/users', asha)).statusCode).toBe(200);
    expect((await putRole(asha.userId, { role: 'admin' })).json()).toMatchObject({ changed: false });
    expect(await userAudits()).toBe(before + 1);

    expect((await putRole(asha.userId, { role: 'user' })).json()).toMatchObject({
      changed: true,
      user: { role: 'user' },
    });
    expect((await get('/admin/users', asha)).statusCode).toBe(403);
    const rows = await t.db.orm.em
      .fork()
      .find(AuditLog, { entityId: asha.userId }, { orderBy: { createdAt: 'asc' } });
    expect(rows.map((r) => [r.action, r.actorId, r.after])).toEqual([
      ['user.role.grant', admin.userId, { role: 'admin' }],
      ['user.role.revoke', admin.userId, { role: 'user' }],
    ]);
  });

  it('refuses an admin revoking their own role, and lets another admin do it', async () => {
    const before = await userAudits();
    const own = await putRole(admin.userId, { role: 'user' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      error: 'You cannot revoke your own admin role. Ask another admin to do it.',
      code: 'CONFLICT',
    });
    expect((await putRole(admin.userId, { role: 'admin' })).json()).toMatchObject({ changed: false });
    expect((await get('/admin/users')).statusCode).toBe(200);
    expect(await userAudits()).toBe(before);

    await putRole(roster.dev.userId, { role: 'admin' });
    expect((await putRole(roster.dev.userId, { role: 'user' }, roster.dev)).statusCode).toBe(409);
    expect((await putRole(roster.dev.userId, { role: 'user' })).json()).toMatchObject({ changed: true });
  });

  it.each([
    [{ role: 'owner' }, 'role', 'The role is admin or user.'],
    [{}, 'role', 'The role is admin or user.'],
  ])('refuses %j with a 400 and changes nothing', async (payload, field, message) => {
    const before = await userAudits();
    const res = await putRole(roster.meera.userId, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, fieldErrors: { [field]: message } });
    expect((await t.db.orm.em.fork().findOneOrFail(AppUser, roster.meera.userId)).role).toBe('user');
    expect(await userAudits()).toBe(before);
  });

  it('answers 404 for an unknown account and 400 for a malformed id', async () => {
    expect((await putRole(UNKNOWN, { role: 'admin' })).json()).toMatchObject({ error: 'User not found' });
    expect((await putRole('42', { role: 'admin' })).statusCode).toBe(400);
  });
});

describe('in Clerk mode', () => {
  const keys = clerkKeys();
  let clerk: TestApp;
  beforeAll(async () => {
    clerk = await createTestApp({
      CLERK_PUBLISHABLE_KEY: 'pk_test_Y2xlcmsuYXJlbmEudGVzdCQ',
      CLERK_SECRET_KEY: 'sk_test_offline',
      CLERK_JWT_KEY: keys.jwtKey,
    });
  });
  afterAll(() => clerk.close());

  it('lists Clerk accounts but refuses a role change: Clerk holds the role', async () => {
    const headers = {
      authorization: `Bearer ${keys.sign({ sub: 'user_admin', metadata: { role: 'admin' } })}`,
    };
    const target = { authorization: `Bearer ${keys.sign({ sub: 'user_target' })}` };
    expect((await clerk.app.inject({ url: '/auth/me', headers: target })).statusCode).toBe(200);
    const { id } = await clerk.db.orm.em.fork().findOneOrFail(AppUser, { clerkId: 'user_target' });

    const list = (await clerk.app.inject({ url: '/admin/users', headers })).json();
    expect(list.items.find((i: { id: string }) => i.id === id)).toMatchObject({
      provider: 'clerk',
      role: 'user',
    });
    const res = await clerk.app.inject({
      method: 'PUT',
      url: `/admin/users/${id}/role`,
      headers,
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('public metadata in the Clerk dashboard');
    expect((await clerk.db.orm.em.fork().findOneOrFail(AppUser, id)).role).toBe('user');
    expect(await clerk.db.orm.em.fork().count(AuditLog)).toBe(0);
  });
});

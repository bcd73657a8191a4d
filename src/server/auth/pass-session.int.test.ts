import { siteUrl } from './setup.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { payFor, registerAndPay, registerSquad, soloPayload } from '../../../test/support/registration.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { GameAccount } from '../registration/entities.ts';

/** A request from the site's own page: its Origin, to the host that origin names. */
const siteOrigin = () => {
  const site = new URL(siteUrl(t.config));
  return { origin: site.origin, host: site.host };
};

// Game credentials open a session confined to their pass (docs/product.md#registration-rules-and-constants, Game credentials): the pass's
// dashboard, never the owner's account.

const { t, admin } = adminTestAppOfFile('games');
let owner: TestUser;
let squadId: string;
let soloId: string;
let leader: { gameUsername: string; gamePassword: string };
let mate: { gameUsername: string; gamePassword: string };
let ip = 0;

beforeAll(async () => {
  owner = await createUser(t, { name: 'Owner Person' });
  soloId = await registerAndPay(t, owner, soloPayload({ selectedGame: 'valorant' }));
  squadId = (await registerSquad(t, owner, 3)).id;
  await payFor(t, owner, squadId);
  const view = (await t.app.inject({ url: `/api/participants/${squadId}`, headers: owner.headers })).json();
  leader = view;
  mate = view.teammates[0];
  for (const participantId of [squadId, soloId])
    await t.app.inject({
      method: 'POST',
      url: '/admin/matches/schedule',
      headers: admin.headers,
      payload: { participantId },
    });
});

/** Signs in with game credentials; the session as an API client (bearer) and as a browser (cookie). */
async function passLogin({ gameUsername, gamePassword }: { gameUsername: string; gamePassword: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: gameUsername, password: gamePassword },
    remoteAddress: `198.19.0.${++ip}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  const body = res.json();
  return { body, bearer: { authorization: `Bearer ${body.token}` }, cookie: { cookie } };
}

const FORBIDDEN = {
  code: 'FORBIDDEN',
  error:
    'You are signed in with game credentials, which open only the dashboard of their pass. Sign in with your account for this.',
};

describe('a teammate signed in with game credentials', () => {
  it('sees their own name and credentials, the squad by name, and only this pass', async () => {
    const { body, bearer } = await passLogin(mate);
    expect(body.user).toBeNull();
    expect(body.pass).toEqual({
      participantId: squadId,
      game: 'BGMI',
      mode: 'squad',
      name: 'Teammate 1',
      player: 'teammate',
      gameUsername: mate.gameUsername,
    });
    const api = trpcAs(t, { ...owner, headers: bearer });
    const pass = await api.dashboard.pass.query();
    expect(pass).toMatchObject({
      name: 'Teammate 1',
      player: 'teammate',
      gameUsername: mate.gameUsername,
      gamePassword: mate.gamePassword,
    });
    expect(pass.squad).toEqual([
      { name: 'Aditi Verma', player: 'leader', you: false },
      { name: 'Teammate 1', player: 'teammate', you: true },
      { name: 'Teammate 2', player: 'teammate', you: false },
      { name: 'Teammate 3', player: 'teammate', you: false },
    ]);
    const text = JSON.stringify(pass);
    for (const secret of [owner.email, '9876543210', 'mate2@example.in', leader.gamePassword])
      expect(text).not.toContain(secret);

    const cards = (await api.dashboard.passes.query({})).items;
    expect(cards.map((p) => p.id)).toEqual([squadId]);
    // Never the leader's credentials on a teammate's card.
    expect(cards[0]!.credentials).toBeNull();
    const upcoming = await api.dashboard.upcoming.query();
    expect(upcoming.length).toBe(5);
    expect(new Set(upcoming.map((m) => m.participantId))).toEqual(new Set([squadId]));
    expect((await api.dashboard.pastMatches.query({})).items).toEqual([]);
    expect((await api.auth.session.query())?.pass?.name).toBe('Teammate 1');
  });

  it("gets 403 for the owner's account: profile, registrations, payments, notifications, admin", async () => {
    const { bearer, cookie } = await passLogin(mate);
    for (const headers of [bearer, cookie]) {
      for (const url of [
        '/auth/me',
        '/api/participants',
        `/api/participants/${squadId}`,
        `/api/participants/${squadId}/squad-teammates`,
        `/api/clerk-sync/user/${owner.userId}`,
        '/api/notifications',
        '/auth/admin-check',
        '/trpc/users.profile.get',
        '/trpc/dashboard.overview',
        '/trpc/dashboard.transactions',
      ]) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(403);
      }
      const me = await t.app.inject({ url: '/auth/me', headers });
      expect(me.json()).toMatchObject(FORBIDDEN);
      const update = await t.app.inject({
        method: 'PUT',
        url: `/api/clerk-sync/user/${owner.userId}`,
        headers,
        payload: { firstName: 'Hacked' },
      });
      expect(update.statusCode).toBe(403);
    }
  });

  it("cannot delete the owner's account, change its password, name or e-mail, or list its sessions", async () => {
    const { bearer, cookie } = await passLogin(mate);
    for (const headers of [bearer, cookie]) {
      const calls: [string, string, object | undefined][] = [
        ['POST', '/api/auth/delete-user', {}],
        ['POST', '/api/auth/change-password', { currentPassword: 'x', newPassword: 'Another-password-1' }],
        ['POST', '/api/auth/change-email', { newEmail: 'thief@example.in' }],
        ['POST', '/api/auth/update-user', { name: 'Thief' }],
        ['GET', '/api/auth/list-sessions', undefined],
        ['POST', '/api/auth/revoke-sessions', {}],
      ];
      for (const [method, url, payload] of calls) {
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          headers: { ...headers, ...siteOrigin() },
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, url).toBe(403);
        expect(res.json(), url).toMatchObject(FORBIDDEN);
      }
    }
    const me = await t.app.inject({ url: '/auth/me', headers: owner.headers });
    expect(me.json().user).toMatchObject({ id: owner.userId, name: 'Owner Person' });
  });
});

describe("the squad leader's own credentials", () => {
  it('open the same confined dashboard, as the leader', async () => {
    const { body, bearer } = await passLogin(leader);
    expect(body.pass).toMatchObject({ name: 'Aditi Verma', player: 'leader' });
    const api = trpcAs(t, { ...owner, headers: bearer });
    expect((await api.dashboard.pass.query()).squad.filter((p) => p.you)).toEqual([
      { name: 'Aditi Verma', player: 'leader', you: true },
    ]);
    expect((await api.dashboard.passes.query({})).items.map((p) => p.id)).toEqual([squadId]);
    const deletion = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-user',
      headers: { ...bearer, ...siteOrigin() },
      payload: { password: owner.password },
    });
    expect(deletion.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/auth/me', headers: bearer })).statusCode).toBe(403);
  });
});

describe('pass sessions', () => {
  it('end on sign-out', async () => {
    const { bearer, cookie } = await passLogin(mate);
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: cookie });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/arena\.pass_session=;/);
    expect((await t.app.inject({ url: '/trpc/dashboard.pass', headers: bearer })).statusCode).toBe(401);
  });

  it('are not for account sessions, and the account keeps its full dashboard', async () => {
    const api = trpcAs(t, owner);
    await expect(api.dashboard.pass.query()).rejects.toMatchObject({ data: { httpStatus: 404 } });
    const ids = (await api.dashboard.passes.query({})).items.map((p) => p.id);
    expect(new Set(ids)).toEqual(new Set([squadId, soloId]));
    expect((await api.dashboard.transactions.query({})).items).toHaveLength(2);
  });

  it('the provider path for game credentials signs in the same way', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/game-credentials',
      payload: { username: mate.gameUsername, password: mate.gamePassword },
      remoteAddress: '198.19.1.1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().pass).toMatchObject({ name: 'Teammate 1' });
    expect(res.json()).not.toHaveProperty('user');
  });
});

describe('game passwords at rest', () => {
  it('are keyed digests, and a first-version scrypt hash still signs in', async () => {
    const em = t.db.orm.em.fork();
    const account = await em.findOneOrFail(GameAccount, { username: leader.gameUsername });
    expect(account.passwordHash).toMatch(/^d1\./);
    expect(account.passwordHash).not.toContain(leader.gamePassword);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: {
        email: leader.gameUsername,
        password: leader.gamePassword === '000000' ? '000001' : '000000',
      },
      remoteAddress: '198.19.2.1',
    });
    expect(wrong.statusCode).toBe(401);

    // `123456` as the first version hashed it (scrypt), before `npm run secrets:rotate` replaces it.
    account.passwordHash =
      'scrypt$16384$8$1$dZpq4mrRYccwgadqMbygFw$pCJpe810RmI_QGrIv1WT1ZfYqbzeasARmUhhEUuOReo';
    await em.flush();
    await passLogin({ gameUsername: leader.gameUsername, gamePassword: '123456' });
  });
});

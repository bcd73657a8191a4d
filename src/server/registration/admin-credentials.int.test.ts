import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestAppOfFile } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { registerAndPay, registerSolo, squadPayload } from '../../../test/support/registration.ts';
import { AuditLog } from '../audit/entities.ts';

const { t, admin } = adminTestAppOfFile('games');
let owner: TestUser;
let squadId: string;

beforeAll(async () => {
  owner = await createUser(t);
  squadId = await registerAndPay(t, owner, squadPayload(3));
});

const get = (url: string, user: TestUser) => t.app.inject({ url, headers: user.headers });
const reveal = (id: string, user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/participants/${id}/credentials/reveal`,
    headers: user.headers,
  });

interface Credentials {
  gameUsername: string | null;
  gamePassword: string | null;
  passwordMasked: boolean;
}

describe("an admin reading a player's registration", () => {
  it('sees the game usernames but not the passwords, in every read', async () => {
    const mine = (await get(`/api/participants/${squadId}`, owner)).json();
    expect(mine).toMatchObject({ passwordMasked: false, gamePassword: expect.stringMatching(/^\d{6}$/) });
    expect(mine.teammates.map((m: Credentials) => m.passwordMasked)).toEqual([false, false, false]);

    const one = (await get(`/api/participants/${squadId}`, admin)).json();
    const listed = (await get('/api/participants?all=true', admin))
      .json()
      .find((p: { id: string }) => p.id === squadId);
    const mates = (await get(`/api/participants/${squadId}/squad-teammates`, admin)).json();
    for (const view of [one, listed]) {
      expect(view).toMatchObject({
        gameUsername: mine.gameUsername,
        gamePassword: null,
        passwordMasked: true,
      });
      expect(view.teammates).toEqual(
        mine.teammates.map((m: Credentials) => ({ ...m, gamePassword: null, passwordMasked: true })),
      );
    }
    expect(mates).toEqual(one.teammates);
    expect(JSON.stringify([one, listed, mates])).not.toContain(mine.gamePassword);
  });

  it('sees the passwords of a registration of their own', async () => {
    const id = await registerAndPay(t, admin);
    expect((await get(`/api/participants/${id}`, admin)).json()).toMatchObject({
      passwordMasked: false,
      gamePassword: expect.stringMatching(/^\d{6}$/),
    });
  });
});

describe('revealing the credentials of a registration', () => {
  it('answers every password of the pass and records who asked, without the passwords', async () => {
    const mine = (await get(`/api/participants/${squadId}`, owner)).json();
    const res = await reveal(squadId, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: squadId,
      gameUsername: mine.gameUsername,
      gamePassword: mine.gamePassword,
      teammates: mine.teammates.map((m: { id: string; name: string } & Credentials) => ({
        id: m.id,
        name: m.name,
        gameUsername: m.gameUsername,
        gamePassword: m.gamePassword,
      })),
    });

    const audit = await t.db.orm.em
      .fork()
      .find(AuditLog, { action: 'participant.credentials.reveal', entityId: squadId });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.userId, entity: 'Participant', before: null });
    expect(audit[0]!.after).toEqual({
      usernames: [mine.gameUsername, ...mine.teammates.map((m: Credentials) => m.gameUsername)],
    });
    expect(JSON.stringify(audit)).not.toContain(mine.gamePassword);
  });

  it('is for admins only, and only for a paid registration that exists', async () => {
    const before = await t.db.orm.em.fork().count(AuditLog);
    const asOwner = await reveal(squadId, owner);
    expect(asOwner.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/admin/participants/${squadId}/credentials/reveal` }))
        .statusCode,
    ).toBe(401);

    const unpaid = await registerSolo(t, owner);
    const early = await reveal(unpaid.id, admin);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error: 'This registration is not paid yet, so it has no credentials to show.',
      code: 'CONFLICT',
    });
    const missing = await reveal('00000000-0000-4000-8000-000000000000', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Registration not found', code: 'NOT_FOUND' });
    expect(await t.db.orm.em.fork().count(AuditLog)).toBe(before);
  });
});

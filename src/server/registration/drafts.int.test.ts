import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { registerAndPay, squadPayload } from '../../../test/support/registration.ts';
import { seedGames } from '../games/seed.ts';

// The wizard's draft, kept on the server for signed-in players so it survives a change of device.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t.db.orm.em.fork());
});
afterAll(() => t.close());

const draft = (changes: object = {}) => ({
  name: 'Asha Rao',
  phone: '98765',
  email: 'asha@',
  state: 'Kerala',
  city: '',
  dateOfBirth: '',
  selectedGame: 'bgmi',
  playFormat: 'squad' as const,
  riskCategory: '' as const,
  priceCategory: '' as const,
  teammates: [],
  paymentMethod: 'upi' as const,
  couponCode: '',
  ...changes,
});

describe('the registration draft', () => {
  it('keeps half-typed input, and an older copy never replaces a newer one', async () => {
    const player: TestUser = await createUser(t);
    const api = trpcAs(t, player);
    expect(await api.registrationDraft.get.query()).toBeNull();
    const at = new Date(Date.now() - 60_000);
    await api.registrationDraft.save.mutate({ draft: draft(), updatedAt: at });
    expect(await api.registrationDraft.get.query()).toEqual({ draft: draft(), updatedAt: at });

    await api.registrationDraft.save.mutate({
      draft: draft({ city: 'Old' }),
      updatedAt: new Date(at.getTime() - 1),
    });
    expect((await api.registrationDraft.get.query())?.draft.city).toBe('');
    const later = new Date(at.getTime() + 1000);
    await api.registrationDraft.save.mutate({ draft: draft({ city: 'Kochi' }), updatedAt: later });
    expect(await api.registrationDraft.get.query()).toEqual({
      draft: draft({ city: 'Kochi' }),
      updatedAt: later,
    });

    await api.registrationDraft.clear.mutate();
    expect(await api.registrationDraft.get.query()).toBeNull();
  });

  it('is each player’s own, refuses bad or oversized input, and needs an account session', async () => {
    const [one, two] = [await createUser(t), await createUser(t)];
    await trpcAs(t, one).registrationDraft.save.mutate({ draft: draft(), updatedAt: new Date() });
    expect(await trpcAs(t, two).registrationDraft.get.query()).toBeNull();

    await expect(
      trpcAs(t, two).registrationDraft.save.mutate({
        draft: draft({ playFormat: 'trio' }),
        updatedAt: new Date(),
      }),
    ).rejects.toMatchObject({ data: { httpStatus: 400 } });
    const huge = draft({ teammates: Array.from({ length: 6 }, (_, i) => ({ ...draft(), id: String(i) })) });
    await expect(
      trpcAs(t, two).registrationDraft.save.mutate({ draft: huge, updatedAt: new Date() }),
    ).rejects.toMatchObject({ data: { httpStatus: 400 } });
    expect(await trpcAs(t, two).registrationDraft.get.query()).toBeNull();
    await expect(trpcAs(t).registrationDraft.get.query()).rejects.toMatchObject({
      data: { httpStatus: 401 },
    });
  });

  it('answers 403 to a game-credential session', async () => {
    const owner = await createUser(t);
    const id = await registerAndPay(t, owner, squadPayload(3));
    const view = (await t.app.inject({ url: `/api/participants/${id}`, headers: owner.headers })).json<{
      gameUsername: string;
      gamePassword: string;
    }>();
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: view.gameUsername, password: view.gamePassword },
    });
    const token = login.json<{ token: string }>().token;
    const res = await t.app.inject({
      url: '/trpc/registrationDraft.get',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
  });
});

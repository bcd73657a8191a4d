import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { createUser, type TestUser } from '../../../test/support/auth.ts';
import { trpcAs } from '../../../test/support/trpc.ts';
import { AppUser } from './entities.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function trpc(user: TestUser | null, path: string, input?: unknown) {
  const headers = user ? { ...user.headers } : {};
  const res =
    input === undefined
      ? await t.app.inject({ url: `/trpc/${path}`, headers })
      : await t.app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify({ json: input }),
        });
  const body = res.json();
  return body.result ? body.result.data.json : body.error.json;
}

describe('users.profile', () => {
  it('reads the signed-in player, with their e-mail', async () => {
    const player = await createUser(t, { name: 'Kiran Rao' });
    expect(await trpc(player, 'users.profile.get')).toEqual({
      name: 'Kiran Rao',
      phone: '',
      gender: null,
      dateOfBirth: null,
      age: null,
      city: '',
      state: '',
      address: '',
      pinCode: '',
      email: player.email,
      publicName: null,
      publicNameShown: 'Kiran R.',
    });
  });

  it('saves one full name as a first name and the rest, and the sign-in account follows', async () => {
    const player = await createUser(t, { name: 'Kiran Rao' });
    const details = {
      phone: '9876543210',
      gender: 'female',
      dateOfBirth: '2001-02-03',
      city: 'Chennai',
      state: 'Tamil Nadu',
    };
    const saved = await trpc(player, 'users.profile.update', { name: 'Kiran  Kumar Rao', ...details });
    const age =
      new Date().getFullYear() - 2001 - (new Date() < new Date(new Date().getFullYear(), 1, 3) ? 1 : 0);
    const profile = {
      name: 'Kiran Kumar Rao',
      ...details,
      address: '',
      pinCode: '',
      age,
      email: player.email,
      publicName: null,
      publicNameShown: 'Kiran R.',
    };
    expect(saved).toEqual(profile);
    expect(await trpc(player, 'users.profile.get')).toEqual(profile);
    expect((await trpc(player, 'auth.session')).user).toMatchObject({
      firstName: 'Kiran',
      lastName: 'Kumar Rao',
      phone: '9876543210',
    });
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: player.headers });
    expect(session.json().user.name).toBe('Kiran Kumar Rao');
  });

  it('clears optional fields given empty', async () => {
    const player = await createUser(t, { name: 'Solo' });
    const saved = await trpc(player, 'users.profile.update', {
      name: 'Solo',
      phone: '',
      gender: null,
      dateOfBirth: null,
      city: '',
      state: '',
    });
    expect(saved).toMatchObject({ name: 'Solo', phone: '', city: '', state: '' });
    expect((await trpc(player, 'auth.session')).user).toMatchObject({
      firstName: 'Solo',
      lastName: null,
      phone: null,
    });
  });
});

describe("users.profile's public name", () => {
  const details = { phone: '', gender: null, dateOfBirth: null, city: '', state: '' };

  it('defaults to the first name and the initial, and is saved, kept and cleared', async () => {
    const player = await createUser(t, { name: 'Meera Iyer' });
    const api = trpcAs(t, player);
    expect(await api.users.profile.get.query()).toMatchObject({
      publicName: null,
      publicNameShown: 'Meera I.',
    });

    const saved = await api.users.profile.update.mutate({
      name: 'Meera Iyer',
      ...details,
      publicName: '  Ace_07 ',
    });
    expect(saved).toMatchObject({ publicName: 'Ace_07', publicNameShown: 'Ace_07' });
    expect(await api.users.profile.get.query()).toMatchObject({
      publicName: 'Ace_07',
      publicNameShown: 'Ace_07',
    });

    // Not sent (as the registration wizard's save) keeps it.
    await api.users.profile.update.mutate({ name: 'Meera Iyer', ...details });
    expect(await api.users.profile.get.query()).toMatchObject({ publicName: 'Ace_07' });

    const cleared = await api.users.profile.update.mutate({ name: 'मीरा अय्यर', ...details, publicName: '' });
    expect(cleared).toMatchObject({ publicName: null, publicNameShown: 'मीरा अ.' });
    expect(await api.users.profile.get.query()).toMatchObject({
      publicName: null,
      publicNameShown: 'मीरा अ.',
    });
  });

  it('refuses a bad public name as a bad request, and writes nothing', async () => {
    const player = await createUser(t, { name: 'Meera Iyer' });
    const api = trpcAs(t, player);
    await api.users.profile.update.mutate({ name: 'Meera Iyer', ...details, publicName: 'Ace_07' });
    for (const [publicName, message] of [
      ['A', 'Public name must be 2 to 30 characters'],
      ['x'.repeat(31), 'Public name must be 2 to 30 characters'],
      ['Ace!', "Public name can only use letters, digits, spaces and . - _ '"],
    ]) {
      const refused = api.users.profile.update.mutate({ name: 'Someone Else', ...details, publicName });
      await expect(refused).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
      await expect(refused).rejects.toThrow(message);
    }
    expect(await api.users.profile.get.query()).toMatchObject({ name: 'Meera Iyer', publicName: 'Ace_07' });
  });
});

describe("users.profile's address and PIN code", () => {
  const details = { phone: '', gender: null, dateOfBirth: null, city: 'Mumbai', state: 'Maharashtra' };

  it('are saved, kept when not sent, and cleared when empty', async () => {
    const player = await createUser(t, { name: 'Sunita Devi' });
    const api = trpcAs(t, player);
    const saved = await api.users.profile.update.mutate({
      name: 'सुनीता देवी',
      ...details,
      address: '  Flat 12, Shanti Nagar, Andheri East ',
      pinCode: ' 400069 ',
    });
    expect(saved).toMatchObject({ address: 'Flat 12, Shanti Nagar, Andheri East', pinCode: '400069' });
    expect(await api.users.profile.get.query()).toMatchObject({
      address: 'Flat 12, Shanti Nagar, Andheri East',
      pinCode: '400069',
      state: 'Maharashtra',
    });
    const row = await t.db.orm.em.fork().findOneOrFail(AppUser, player.userId);
    expect(row).toMatchObject({ address: 'Flat 12, Shanti Nagar, Andheri East', pinCode: '400069' });

    // Not sent (as the registration wizard's save) keeps them.
    await api.users.profile.update.mutate({ name: 'सुनीता देवी', ...details, city: 'Pune' });
    expect(await api.users.profile.get.query()).toMatchObject({ city: 'Pune', pinCode: '400069' });

    await api.users.profile.update.mutate({ name: 'सुनीता देवी', ...details, address: '', pinCode: '' });
    expect(await api.users.profile.get.query()).toMatchObject({ address: '', pinCode: '' });
    const cleared = await t.db.orm.em.fork().findOneOrFail(AppUser, player.userId);
    expect(cleared).toMatchObject({ address: null, pinCode: null });
  });

  it('refuses a bad PIN code or a long address as a bad request, and writes nothing', async () => {
    const player = await createUser(t, { name: 'Sunita Devi' });
    const api = trpcAs(t, player);
    await api.users.profile.update.mutate({
      name: 'Sunita Devi',
      ...details,
      address: 'Old Road',
      pinCode: '400069',
    });
    for (const [field, value, message] of [
      ['pinCode', '012345', 'PIN code must be 6 digits and cannot start with 0'],
      ['pinCode', '40006', 'PIN code must be 6 digits and cannot start with 0'],
      ['pinCode', '4000691', 'PIN code must be 6 digits and cannot start with 0'],
      ['address', 'x'.repeat(201), 'Address can have at most 200 characters'],
    ] as const) {
      const refused = api.users.profile.update.mutate({
        name: 'Someone Else',
        ...details,
        address: 'New Road',
        pinCode: '560038',
        [field]: value,
      });
      await expect(refused).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
      await expect(refused).rejects.toThrow(message);
    }
    expect(await api.users.profile.get.query()).toMatchObject({
      name: 'Sunita Devi',
      address: 'Old Road',
      pinCode: '400069',
    });
  });
});

describe('the Profile tab', () => {
  it('saves to the server and enforces 18+', async () => {
    const player = await createUser(t);
    const api = trpcAs(t, player);
    const saved = await api.users.profile.update.mutate({
      name: 'Ishaan Mehta',
      phone: '9988776655',
      gender: 'male',
      dateOfBirth: '2000-01-15',
      city: 'Jaipur',
      state: 'Rajasthan',
    });
    expect(saved).toMatchObject({ name: 'Ishaan Mehta', dateOfBirth: '2000-01-15', email: player.email });
    expect(saved.age).toBeGreaterThanOrEqual(26);
    expect(await api.users.profile.get.query()).toMatchObject({
      name: 'Ishaan Mehta',
      gender: 'male',
      city: 'Jaipur',
      state: 'Rajasthan',
      phone: '9988776655',
    });
    const young = api.users.profile.update.mutate({
      name: 'Kid',
      phone: '',
      gender: null,
      dateOfBirth: `${new Date().getFullYear() - 17}-01-01`,
      city: '',
      state: '',
    });
    await expect(young).rejects.toMatchObject({ message: 'Must be 18+ to participate' });
    expect((await api.users.profile.get.query()).dateOfBirth).toBe('2000-01-15');
  });
});

describe('auth.session', () => {
  it('is null for a visitor and the user with the identity mode when signed in', async () => {
    expect(await trpc(null, 'auth.session')).toBeNull();
    const player = await createUser(t, { name: 'Asha Menon' });
    expect(await trpc(player, 'auth.session')).toMatchObject({
      identityMode: 'local',
      user: { id: player.userId, email: player.email, name: 'Asha Menon', emailVerified: false },
    });
  });
});

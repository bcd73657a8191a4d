import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from './field-rules.ts';
import { PUBLIC_NAME_MESSAGES, defaultPublicName, playerProfileSchema } from './users.ts';

describe('defaultPublicName', () => {
  it("is the first name and the last name's initial", () => {
    expect(defaultPublicName('Meera Iyer')).toBe('Meera I.');
    expect(defaultPublicName('Kiran Kumar Rao')).toBe('Kiran R.');
  });

  it('keeps one word, collapses spaces and falls back to Player', () => {
    expect(defaultPublicName('Solo')).toBe('Solo');
    expect(defaultPublicName('  Meera   Iyer  ')).toBe('Meera I.');
    expect(defaultPublicName('')).toBe('Player');
    expect(defaultPublicName('   ')).toBe('Player');
  });

  it('takes a Devanagari initial whole, with its vowel sign', () => {
    expect(defaultPublicName('मीरा अय्यर')).toBe('मीरा अ.');
    expect(defaultPublicName('राहुल शर्मा')).toBe('राहुल श.');
    expect(defaultPublicName('रवि सूद')).toBe('रवि सू.');
  });
});

describe("the profile's public name", () => {
  const profile = { name: 'Meera Iyer', phone: '', gender: null, dateOfBirth: null, city: '', state: '' };
  const publicNameOf = (publicName: unknown) => playerProfileSchema.safeParse({ ...profile, publicName });
  const refusal = (publicName: unknown) => publicNameOf(publicName).error?.issues.map((i) => i.message);

  it('is optional, and empty means the default', () => {
    expect(playerProfileSchema.parse(profile).publicName).toBeUndefined();
    expect(publicNameOf(null).data?.publicName).toBeNull();
    expect(publicNameOf('   ').data?.publicName).toBe('');
  });

  it("is trimmed and takes letters of any script, digits, spaces and . - _ '", () => {
    expect(publicNameOf('  Meera_I.  ').data?.publicName).toBe('Meera_I.');
    for (const name of ["D'Souza", 'Ace-07', 'मीरा अय्यर', 'Zoë', 'ab', 'x'.repeat(30)]) {
      expect(publicNameOf(name).success, name).toBe(true);
    }
  });

  it('refuses under 2 or over 30 characters', () => {
    expect(refusal('M')).toEqual([PUBLIC_NAME_MESSAGES.length]);
    expect(refusal('x'.repeat(31))).toEqual([PUBLIC_NAME_MESSAGES.length]);
    expect(PUBLIC_NAME_MESSAGES.length).toBe('Public name must be 2 to 30 characters');
  });

  it('refuses other characters', () => {
    for (const name of ['Meera!', 'a@b', 'Meera 🎮', '<b>x</b>']) {
      expect(refusal(name), name).toEqual([PUBLIC_NAME_MESSAGES.characters]);
    }
  });
});

describe("the profile's address and PIN code", () => {
  const profile = { name: 'Meera Iyer', phone: '', gender: null, dateOfBirth: null, city: '', state: '' };
  const parse = (extra: Record<string, unknown>) => playerProfileSchema.safeParse({ ...profile, ...extra });
  const refusal = (extra: Record<string, unknown>) =>
    parse(extra).error?.issues.map((i) => [i.path, i.message]);

  it('are optional: absent stays absent, empty clears, both are trimmed', () => {
    expect(parse({}).data).not.toHaveProperty('address');
    expect(parse({}).data).not.toHaveProperty('pinCode');
    expect(parse({ address: '  ', pinCode: ' ' }).data).toMatchObject({ address: '', pinCode: '' });
    expect(parse({ address: ' Flat 12, Shanti Nagar ', pinCode: ' 400069 ' }).data).toMatchObject({
      address: 'Flat 12, Shanti Nagar',
      pinCode: '400069',
    });
  });

  it('take an address of up to 200 characters, in any script', () => {
    expect(parse({ address: 'x'.repeat(200) }).success).toBe(true);
    expect(parse({ address: 'म'.repeat(200) }).success).toBe(true);
    expect(parse({ address: 'फ्लैट 12, शांति नगर, अंधेरी पूर्व' }).success).toBe(true);
    expect(refusal({ address: 'x'.repeat(201) })).toEqual([[['address'], ADDRESS_MESSAGES.length]]);
  });

  it('take a PIN code of exactly 6 digits not starting with 0', () => {
    for (const pinCode of ['400069', '110001', '999999'])
      expect(parse({ pinCode }).success, pinCode).toBe(true);
    for (const pinCode of ['012345', '40006', '4000690', '40006A', '400 069', '４０００６９']) {
      expect(refusal({ pinCode }), pinCode).toEqual([[['pinCode'], ADDRESS_MESSAGES.pinCode]]);
    }
  });

  it('words the errors as the form shows them', () => {
    expect(ADDRESS_MESSAGES).toEqual({
      length: 'Address can have at most 200 characters',
      pinCode: 'PIN code must be 6 digits and cannot start with 0',
    });
  });
});

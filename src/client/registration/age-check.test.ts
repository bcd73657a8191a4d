import { describe, expect, it } from 'vitest';
import { personalDetailsSchema, teammateSchema } from '../../shared/registration.ts';
import { PERSONAL_AGE_MESSAGE, TEAMMATE_AGE_MESSAGE, ageError } from './age-check.ts';

const today = new Date('2026-11-22T12:00:00+05:30'); // noon in India, whatever the host's zone
const person = { name: 'A', phone: '9876543210', email: 'a@b.in', state: 'Goa', city: 'Panaji' };

describe('age check', () => {
  it('flags players under 18 as soon as the date is complete', () => {
    expect(ageError('2008-11-22', PERSONAL_AGE_MESSAGE, today)).toBeNull();
    expect(ageError('2008-11-23', PERSONAL_AGE_MESSAGE, today)).toBe(PERSONAL_AGE_MESSAGE);
    expect(ageError('2030-01-01', PERSONAL_AGE_MESSAGE, today)).toBe(PERSONAL_AGE_MESSAGE);
    expect(ageError('', PERSONAL_AGE_MESSAGE, today)).toBeNull();
    expect(ageError('2008-1', PERSONAL_AGE_MESSAGE, today)).toBeNull();
  });

  it("uses the shared schemas' own messages", () => {
    const young = `${new Date().getFullYear() - 10}-01-01`;
    const personal = personalDetailsSchema.safeParse({ ...person, dateOfBirth: young });
    const teammate = teammateSchema.safeParse({ ...person, dateOfBirth: young });
    expect(personal.error?.issues.map((i) => i.message)).toEqual([PERSONAL_AGE_MESSAGE]);
    expect(teammate.error?.issues.map((i) => i.message)).toEqual([TEAMMATE_AGE_MESSAGE]);
  });
});

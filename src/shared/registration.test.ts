import { describe, expect, it } from 'vitest';
import { playerProfileSchema } from './users.ts';
import { personalDetailsSchema, teammateSchema } from './registration.ts';
import { AGE_MESSAGES, EMAIL_MESSAGES, PHONE_MESSAGES, isAdult, isCompleteDate } from './field-rules.ts';

const person = {
  name: 'Kiran Das',
  phone: '7012345678',
  email: 'kiran@example.in',
  state: 'Kerala',
  city: 'Kochi',
  dateOfBirth: '2001-08-30',
};
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('person rules', () => {
  it("checks the personal step and the teammate form by the same rules, each with its form's messages", () => {
    const wrong = { ...person, phone: '5123456789', email: 'kiran@' };
    expect(messages(personalDetailsSchema.safeParse(wrong))).toEqual([
      PHONE_MESSAGES.player,
      EMAIL_MESSAGES.player,
    ]);
    expect(messages(teammateSchema.safeParse(wrong))).toEqual([
      PHONE_MESSAGES.teammate,
      EMAIL_MESSAGES.teammate,
    ]);
    const young = { ...person, dateOfBirth: '2020-01-01' };
    expect(messages(personalDetailsSchema.safeParse(young))).toEqual([AGE_MESSAGES.player]);
    expect(messages(teammateSchema.safeParse(young))).toEqual([AGE_MESSAGES.teammate]);
    expect(personalDetailsSchema.safeParse(person).success).toBe(true);
    expect(teammateSchema.safeParse(person).success).toBe(true);
  });

  it('holds the dashboard profile to the same mobile number and minimum age', () => {
    const eighteen = `${new Date().getFullYear() - 18}-01-01`;
    const profile = { name: 'Kiran', phone: '', gender: null, dateOfBirth: eighteen, city: '', state: '' };
    expect(playerProfileSchema.safeParse(profile).success).toBe(true);
    expect(messages(playerProfileSchema.safeParse({ ...profile, phone: '5123456789' }))).toEqual([
      PHONE_MESSAGES.player,
    ]);
    const seventeen = `${new Date().getFullYear() - 17}-12-31`;
    expect(messages(playerProfileSchema.safeParse({ ...profile, dateOfBirth: seventeen }))).toEqual([
      AGE_MESSAGES.profile,
    ]);
    expect(playerProfileSchema.safeParse({ ...profile, dateOfBirth: null }).success).toBe(true);
  });

  it('counts a birthday as 18 on the day, and only complete dates', () => {
    const today = new Date('2026-11-22T12:00:00+05:30'); // noon in India, whatever the host's zone
    expect(isAdult('2008-11-22', today)).toBe(true);
    expect(isAdult('2008-11-23', today)).toBe(false);
    expect(isCompleteDate('2008-11-22')).toBe(true);
    expect(isCompleteDate('2008-13-01')).toBe(false);
    expect(isCompleteDate('2008-1-01')).toBe(false);
    expect(isCompleteDate('2001-02-29')).toBe(false);
    expect(isCompleteDate('1899-12-31')).toBe(false);
    expect(isCompleteDate('1900-01-01')).toBe(true);
  });
});

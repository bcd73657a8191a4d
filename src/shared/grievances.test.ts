import { describe, expect, it } from 'vitest';
import {
  grievanceCreateSchema,
  grievanceDueAt,
  grievanceDueDay,
  grievanceReference,
  grievanceResponseDays,
  isOverdue,
  retentionDays,
} from './grievances.ts';

describe('grievance rules', () => {
  it('writes references as GR-year-six digits', () => {
    expect(grievanceReference(2026, 42)).toBe('GR-2026-000042');
    expect(grievanceReference(2027, 123456)).toBe('GR-2027-123456');
  });

  it('answers within 90 days unless the setting says otherwise', () => {
    expect(grievanceResponseDays(undefined)).toBe(90);
    expect(grievanceResponseDays('30')).toBe(30);
    expect(grievanceResponseDays(' 45 ')).toBe(45);
    for (const bad of ['0', '-5', 'ninety', '1000', '']) expect(grievanceResponseDays(bad), bad).toBe(90);
  });

  it("dates the deadline by India's calendar", () => {
    // 20:00 UTC is 01:30 the next day in India.
    const raised = new Date('2026-11-28T20:00:00Z');
    const due = grievanceDueAt(raised, 90);
    expect(due.toISOString()).toBe('2027-02-26T20:00:00.000Z');
    expect(grievanceDueDay(due)).toBe('2027-02-27');
  });

  it('is overdue only while it waits for the organisers past its deadline', () => {
    const due = new Date('2026-12-01T00:00:00Z');
    const after = new Date('2026-12-02T00:00:00Z');
    expect(isOverdue('open', due, after)).toBe(true);
    expect(isOverdue('answered', due, after)).toBe(false);
    expect(isOverdue('closed', due, after)).toBe(false);
    expect(isOverdue('open', due, new Date('2026-11-30T00:00:00Z'))).toBe(false);
  });

  it('keeps retention off unless a positive number of days is set', () => {
    expect(retentionDays(undefined)).toBeNull();
    expect(retentionDays('0')).toBeNull();
    expect(retentionDays('abc')).toBeNull();
    expect(retentionDays('1095')).toBe(1095);
  });

  it('trims and bounds the form, with the form messages', () => {
    const parsed = grievanceCreateSchema.parse({
      category: 'match',
      subject: '  Wrong placement  ',
      message: '  My squad finished second, not fifth, in match 3.  ',
    });
    expect(parsed).toEqual({
      category: 'match',
      subject: 'Wrong placement',
      message: 'My squad finished second, not fifth, in match 3.',
      lang: 'en',
    });
    const tooLong = grievanceCreateSchema.safeParse({
      category: 'other',
      subject: 'x'.repeat(121),
      message: 'y'.repeat(4001),
    });
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([
      'Keep the subject to 120 characters or fewer.',
      'Keep your message to 4,000 characters or fewer.',
    ]);
  });
});

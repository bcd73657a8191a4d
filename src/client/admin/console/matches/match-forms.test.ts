import { describe, expect, it } from 'vitest';
import { SCHEDULE_TARGET_MESSAGE } from '../../../../shared/matches.ts';
import {
  EMPTY_SCHEDULE,
  extendCheckInFormSchema,
  rescheduleFormSchema,
  scheduleFormSchema,
} from './match-forms.ts';

const ID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the schedule form', () => {
  it('sends the group named, from the Indian time given or the default', () => {
    expect(scheduleFormSchema.parse({ ...EMPTY_SCHEDULE, participantId: ` ${ID} ` })).toEqual({
      participantId: ID,
    });
    expect(scheduleFormSchema.parse({ ...EMPTY_SCHEDULE, groupId: ID, startAt: '2026-12-01T19:00' })).toEqual(
      {
        groupId: ID,
        startAt: new Date('2026-12-01T13:30:00.000Z'),
      },
    );
  });

  it("says what is wrong in the server's words", () => {
    expect(messages(scheduleFormSchema.safeParse(EMPTY_SCHEDULE))).toEqual([
      ['participantId', SCHEDULE_TARGET_MESSAGE],
    ]);
    expect(messages(scheduleFormSchema.safeParse({ ...EMPTY_SCHEDULE, participantId: 'abc' }))).toEqual([
      ['participantId', 'A registration ID is a UUID, e.g. 1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed'],
    ]);
  });
});

describe('the reschedule form', () => {
  const current = new Date('2026-12-01T13:30:00.000Z');
  it('sends a new Indian time, and refuses none or the same one', () => {
    expect(rescheduleFormSchema(current).parse({ scheduledAt: '2026-12-02T20:15' })).toEqual({
      scheduledAt: new Date('2026-12-02T14:45:00.000Z'),
    });
    expect(messages(rescheduleFormSchema(current).safeParse({ scheduledAt: '' }))).toEqual([
      ['scheduledAt', 'Give the match a date and time, e.g. 2026-12-01T19:00:00+05:30'],
    ]);
    expect(messages(rescheduleFormSchema(current).safeParse({ scheduledAt: '2026-12-01T19:00' }))).toEqual([
      ['scheduledAt', 'That is the time it has.'],
    ]);
  });
});

describe('the extend check-in form', () => {
  const start = new Date('2026-12-01T13:30:00.000Z');
  it('takes a close time in Indian time, at the latest the start', () => {
    expect(extendCheckInFormSchema(start).parse({ closesAt: '2026-12-01T18:58' })).toEqual({
      closesAt: new Date('2026-12-01T13:28:00.000Z'),
    });
    expect(extendCheckInFormSchema(start).parse({ closesAt: '2026-12-01T19:00' })).toEqual({
      closesAt: start,
    });
    expect(messages(extendCheckInFormSchema(start).safeParse({ closesAt: '2026-12-01T19:01' }))).toEqual([
      ['closesAt', 'Check-in must close at the latest when the match starts.'],
    ]);
  });
});

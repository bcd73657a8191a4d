import { describe, expect, it } from 'vitest';
import { reminderTimes } from './reminders.ts';

// When a match's reminders are due (issue 28): check-in's opening, 10 minutes before it closes
// (none for a window shorter than that), and the room's reveal or its later publication.

const MINUTE = 60_000;
const start = new Date('2031-01-05T13:30:00.000Z');
const game = { checkInOpensMinutes: 60, checkInClosesMinutes: 15 };
const match = (over: object = {}) => ({
  id: 'm',
  scheduledAt: start,
  checkInOpensAt: null,
  checkInClosesAt: null,
  roomPublishedAt: null,
  ...over,
});
const at = (minutesBefore: number) => new Date(start.getTime() - minutesBefore * MINUTE);

describe('reminder times', () => {
  it("follow the game's window and the reveal 15 minutes before the start", () => {
    expect(reminderTimes(match(), game)).toEqual({
      'check-in.open': at(60),
      'check-in.closing': at(25),
      'room.released': at(15),
    });
  });

  it("follow the organisers' window, with no closing reminder for one shorter than 10 minutes", () => {
    expect(reminderTimes(match({ checkInOpensAt: at(30), checkInClosesAt: at(5) }), game)).toMatchObject({
      'check-in.open': at(30),
      'check-in.closing': at(15),
    });
    expect(reminderTimes(match({ checkInOpensAt: at(12), checkInClosesAt: at(5) }), game)).toMatchObject({
      'check-in.closing': null,
    });
  });

  it('tell the room when it is published, if that is after the reveal', () => {
    expect(reminderTimes(match({ roomPublishedAt: at(120) }), game)['room.released']).toEqual(at(15));
    expect(reminderTimes(match({ roomPublishedAt: at(5) }), game)['room.released']).toEqual(at(5));
  });
});

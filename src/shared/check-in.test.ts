import { describe, expect, it } from 'vitest';
import { checkInPhase, checkInWindow } from './check-in.ts';

// The window's edges (docs/decisions/0025-championship-rules.md, "Check-in"): [opensAt, closesAt).

const start = new Date('2026-12-01T13:30:00.000Z');
const game = { checkInOpensMinutes: 60, checkInClosesMinutes: 15 };
const at = (iso: string) => new Date(iso);

describe('the check-in window', () => {
  it("is the game's minutes before the start, unless the match has its own times", () => {
    expect(checkInWindow(start, game)).toEqual({
      opensAt: at('2026-12-01T12:30:00.000Z'),
      closesAt: at('2026-12-01T13:15:00.000Z'),
    });
    expect(
      checkInWindow(start, game, { checkInOpensAt: null, checkInClosesAt: at('2026-12-01T13:28:00.000Z') }),
    ).toEqual({
      opensAt: at('2026-12-01T12:30:00.000Z'),
      closesAt: at('2026-12-01T13:28:00.000Z'),
    });
  });

  it('opens at its opening instant and closes at its closing instant', () => {
    const window = checkInWindow(start, game);
    expect(checkInPhase(window, at('2026-12-01T12:29:59.999Z'))).toBe('before');
    expect(checkInPhase(window, at('2026-12-01T12:30:00.000Z'))).toBe('open');
    expect(checkInPhase(window, at('2026-12-01T13:14:59.999Z'))).toBe('open');
    expect(checkInPhase(window, at('2026-12-01T13:15:00.000Z'))).toBe('closed');
  });
});

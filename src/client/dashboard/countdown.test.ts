import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown.ts';

const MIN = 60_000;

describe('the room countdown', () => {
  it('reads in days and hours, hours and minutes, then minutes and seconds', () => {
    expect(countdownText(2 * 24 * 60 * MIN + 5 * 60 * MIN + 7 * MIN)).toBe('2 d 5 h');
    expect(countdownText(2 * 60 * MIN + 14 * MIN + 30_000)).toBe('2 h 14 min');
    expect(countdownText(60 * MIN)).toBe('1 h 0 min');
    expect(countdownText(59 * MIN + 59_000)).toBe('59:59');
    expect(countdownText(4 * MIN + 58_200)).toBe('04:59');
    expect(countdownText(0)).toBe('00:00');
    expect(countdownText(-5000)).toBe('00:00');
  });
});

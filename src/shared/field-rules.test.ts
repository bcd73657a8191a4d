import { describe, expect, it } from 'vitest';
import { ageOn, isAdult } from './field-rules.ts';

// Explicit instants, so the answers do not depend on the zone the tests run in: a birthday starts
// at midnight in India (18:30 UTC the day before), wherever the server or the browser is.
describe('ageOn', () => {
  it('turns a player 18 at midnight in India on the birthday', () => {
    expect(ageOn('2008-11-27', new Date('2026-11-26T18:29:59Z'))).toBe(17);
    expect(ageOn('2008-11-27', new Date('2026-11-26T18:30:00Z'))).toBe(18);
    expect(isAdult('2008-11-27', new Date('2026-11-26T18:29:59Z'))).toBe(false);
    expect(isAdult('2008-11-27', new Date('2026-11-26T18:30:00Z'))).toBe(true);
  });

  it('still counts the birthday late in the Indian evening, after midnight UTC elsewhere', () => {
    expect(ageOn('2008-11-27', new Date('2026-11-27T18:29:59Z'))).toBe(18);
    expect(ageOn('2008-11-28', new Date('2026-11-27T18:29:59Z'))).toBe(17);
  });

  it('crosses the year at midnight in India', () => {
    expect(ageOn('2009-01-01', new Date('2026-12-31T18:29:59Z'))).toBe(17);
    expect(ageOn('2009-01-01', new Date('2026-12-31T18:30:00Z'))).toBe(18);
  });
});

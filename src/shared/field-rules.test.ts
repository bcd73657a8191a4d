import { describe, expect, it } from 'vitest';
import { AGE_MESSAGES, ageOn, isAdult } from './field-rules.ts';
import { MAX_TEAMMATES, MIN_AGE, TOO_MANY_TEAMMATES_MESSAGE } from './registration-rules.ts';

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

describe('the limits in the messages', () => {
  // The messages are built from MIN_AGE and MAX_TEAMMATES; these are docs/product.md's own words.
  it('words the age and squad limits as docs/product.md does', () => {
    expect(MIN_AGE).toBe(18);
    expect(MAX_TEAMMATES).toBe(5);
    expect(AGE_MESSAGES).toEqual({
      player: 'You must be 18 years or older to participate in the championship',
      teammate: 'Teammate must be at least 18 years old',
      profile: 'Must be 18+ to participate',
    });
    expect(TOO_MANY_TEAMMATES_MESSAGE).toBe('Maximum 5 teammates allowed per squad');
  });
});

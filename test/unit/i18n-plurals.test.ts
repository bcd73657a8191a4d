import { describe, expect, it } from 'vitest';
import { m } from '../../src/paraglide/messages.js';

// Plurals follow each language's rules (Intl.PluralRules): in Hindi 0 takes the singular form,
// in English it takes the plural.
describe('plural messages', () => {
  it('read right for 0, 1 and many in both languages', () => {
    const left = (count: number, locale: 'en' | 'hi') =>
      m.registration_invite_places_left({ players: 4, size: 5, left: count }, { locale });
    expect(left(0, 'en')).toBe('4 of 5 players so far: 0 places left.');
    expect(left(1, 'en')).toBe('4 of 5 players so far: 1 place left.');
    expect(left(2, 'en')).toBe('4 of 5 players so far: 2 places left.');
    for (const count of [0, 1, 2]) expect(left(count, 'hi')).toBe(`अब तक 5 में से 4 खिलाड़ी: ${count} जगह बाकी।`);
    expect(new Intl.PluralRules('hi').select(0)).toBe('one');
  });
});

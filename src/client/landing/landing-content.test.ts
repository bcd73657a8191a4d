import { describe, expect, it } from 'vitest';
import { LANDING_GAMES } from './landing-content.ts';

describe('landing content', () => {
  it("lists docs/product.md's nine games, Fortnite not open", () => {
    expect(LANDING_GAMES.map((game) => game.name)).toEqual([
      'BGMI',
      'Free-fire Max',
      'Valorant',
      'Fortnite',
      'Dota 2',
      'Call Of Duty Mobile',
      'League of Legends',
      'Pokemon Unite',
      'Team Fight Tactics',
    ]);
    expect(LANDING_GAMES.filter((game) => !game.openForRegistration).map((game) => game.name)).toEqual([
      'Fortnite',
    ]);
  });
});

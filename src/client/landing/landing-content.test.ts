import { describe, expect, it } from 'vitest';
import { PASSES, PRIZES, WIN_CHANCE } from '../../shared/registration-rules.ts';
import { LANDING_GAMES, PRIZE_SUMMARY } from './landing-content.ts';

// The landing page keeps zod-free copies of shared values; these tests keep them equal.
describe('landing content', () => {
  it("summarises the prize tables: win chance and each format's best 1st prize", () => {
    for (const tier of PRIZE_SUMMARY) {
      expect(tier.winChance).toBe(WIN_CHANCE[tier.risk]);
      const top = (format: 'solo' | 'squad') =>
        Math.max(...PASSES[format].map((pass) => PRIZES[format][tier.risk][pass.priceCategory]?.first ?? 0));
      expect(tier.soloTopPrize).toBe(top('solo'));
      expect(tier.squadTopPrize).toBe(top('squad'));
    }
  });

  it("lists the spec's nine games, Fortnite not open", () => {
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

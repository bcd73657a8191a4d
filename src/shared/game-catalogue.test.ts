import { describe, expect, it } from 'vitest';
import { GAME_CATALOGUE, landingCatalogue } from './game-catalogue.ts';

describe('game catalogue', () => {
  it('holds the nine games with their squad sizes and platforms, Fortnite closed', () => {
    expect(GAME_CATALOGUE.map((g) => [g.slug, g.teamSize, g.platform, g.openForRegistration])).toEqual([
      ['bgmi', 4, 'mobile', true],
      ['valorant', 5, 'pc', true],
      ['free-fire-max', 4, 'mobile', true],
      ['call-of-duty-mobile', 5, 'mobile', true],
      ['pokemon-unite', 5, 'mobile', true],
      ['dota-2', 5, 'pc', true],
      ['league-of-legends', 5, 'pc', true],
      ['team-fight-tactics', 2, 'pc', true],
      ['fortnite', 4, 'pc', false],
    ]);
  });

  it('lists every catalogue game once in the landing dropdown', () => {
    const slugs = landingCatalogue().map((g) => g.slug);
    expect([...slugs].sort()).toEqual(GAME_CATALOGUE.map((g) => g.slug).sort());
  });
});

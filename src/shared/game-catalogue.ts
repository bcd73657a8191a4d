import type { GameCategory, GamePlatform, ScoringFormat } from './registration-rules.ts';

// The games the product launches with, once for both sides: the server seeds its games table from
// this list and the landing page shows it before the server's list arrives. No zod here, so the
// landing page's first paint does not pull in the schema library.

export interface CatalogueGame {
  slug: string;
  name: string;
  category: GameCategory;
  /** Players per squad, the captain included. TFT squads play Double Up. */
  teamSize: number;
  platform: GamePlatform;
  openForRegistration: boolean;
  /** How its matches are scored (docs/decisions/0025-championship-rules.md, "Results and scoring"). */
  scoringFormat: ScoringFormat;
  /** Entries per lobby (decision 25's "Lobbies"): players in a solo match, squads in a squad match. */
  soloLobbySize: number;
  squadLobbySize: number;
  /** Lobby placement's points for 1st, 2nd, ...; left out, DEFAULT_PLACEMENT_POINTS. */
  placementPoints?: readonly number[];
  /** Left out, DEFAULT_POINTS_PER_FINISH. */
  pointsPerFinish?: number;
}

/**
 * In the registration wizard's order, Fortnite last: it is listed on the landing page but not open
 * for registration. The seed numbers them from 1 in this order; categories as in docs/product.md.
 */
export const GAME_CATALOGUE: readonly CatalogueGame[] = [
  {
    slug: 'bgmi',
    name: 'BGMI',
    category: 'battle_royale',
    teamSize: 4,
    platform: 'mobile',
    openForRegistration: true,
    scoringFormat: 'placement',
    soloLobbySize: 100,
    squadLobbySize: 25,
  },
  {
    slug: 'valorant',
    name: 'Valorant',
    category: 'tactical',
    teamSize: 5,
    platform: 'pc',
    openForRegistration: true,
    scoringFormat: 'head-to-head',
    soloLobbySize: 2,
    squadLobbySize: 2,
  },
  {
    slug: 'free-fire-max',
    name: 'Free Fire Max',
    category: 'battle_royale',
    teamSize: 4,
    platform: 'mobile',
    openForRegistration: true,
    scoringFormat: 'placement',
    soloLobbySize: 48,
    squadLobbySize: 12,
  },
  {
    slug: 'call-of-duty-mobile',
    name: 'Call Of Duty Mobile',
    category: 'fps',
    teamSize: 5,
    platform: 'mobile',
    openForRegistration: true,
    scoringFormat: 'head-to-head',
    soloLobbySize: 2,
    squadLobbySize: 2,
  },
  {
    slug: 'pokemon-unite',
    name: 'Pokemon Unite',
    category: 'moba',
    teamSize: 5,
    platform: 'mobile',
    openForRegistration: true,
    scoringFormat: 'head-to-head',
    soloLobbySize: 2,
    squadLobbySize: 2,
  },
  {
    slug: 'dota-2',
    name: 'Dota 2',
    category: 'moba',
    teamSize: 5,
    platform: 'pc',
    openForRegistration: true,
    scoringFormat: 'head-to-head',
    soloLobbySize: 2,
    squadLobbySize: 2,
  },
  {
    slug: 'league-of-legends',
    name: 'League of Legends',
    category: 'moba',
    teamSize: 5,
    platform: 'pc',
    openForRegistration: true,
    scoringFormat: 'head-to-head',
    soloLobbySize: 2,
    squadLobbySize: 2,
  },
  {
    slug: 'team-fight-tactics',
    name: 'Team Fight Tactics',
    category: 'strategy',
    teamSize: 2,
    platform: 'pc',
    openForRegistration: true,
    scoringFormat: 'placement',
    soloLobbySize: 8,
    squadLobbySize: 4,
    placementPoints: [8, 7, 6, 5, 4, 3, 2, 1],
    pointsPerFinish: 0,
  },
  {
    slug: 'fortnite',
    name: 'Fortnite',
    category: 'battle_royale',
    teamSize: 4,
    platform: 'pc',
    openForRegistration: false,
    scoringFormat: 'placement',
    soloLobbySize: 100,
    squadLobbySize: 25,
  },
];

/**
 * The landing page's built-in dropdown, shown until the server's list replaces it, follows the
 * product brief's landing page: the same games in another order, one spelt "Free-fire Max".
 */
export const LANDING_DROPDOWN: readonly { slug: string; label?: string }[] = [
  { slug: 'bgmi' },
  { slug: 'free-fire-max', label: 'Free-fire Max' },
  { slug: 'valorant' },
  { slug: 'fortnite' },
  { slug: 'dota-2' },
  { slug: 'call-of-duty-mobile' },
  { slug: 'league-of-legends' },
  { slug: 'pokemon-unite' },
  { slug: 'team-fight-tactics' },
];

/** The landing dropdown's games, each with the name the dropdown shows. */
export function landingCatalogue(): CatalogueGame[] {
  return LANDING_DROPDOWN.map(({ slug, label }) => {
    const game = GAME_CATALOGUE.find((g) => g.slug === slug);
    if (!game) throw new Error(`The landing dropdown names a game the catalogue lacks: ${slug}`);
    return { ...game, name: label ?? game.name };
  });
}

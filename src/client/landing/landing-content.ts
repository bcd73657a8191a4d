import { gameKey } from '../registration/register-intent.ts';

// What the landing page needs before any data arrives. The landing page is in the entry chunk,
// and src/shared/registration.ts defines zod schemas at the top level, so importing values from it
// would ship zod to every visitor. These copies are checked against the shared originals by
// landing-content.test.ts.

export interface LandingGame {
  /** The server's slug, or for the built-in list the name's key (see gameKey). */
  value: string;
  name: string;
  openForRegistration: boolean;
}

/** The spec's game dropdown, in its order and words, until the server's list arrives. */
export const LANDING_GAMES: readonly LandingGame[] = [
  { name: 'BGMI', openForRegistration: true },
  { name: 'Free-fire Max', openForRegistration: true },
  { name: 'Valorant', openForRegistration: true },
  { name: 'Fortnite', openForRegistration: false },
  { name: 'Dota 2', openForRegistration: true },
  { name: 'Call Of Duty Mobile', openForRegistration: true },
  { name: 'League of Legends', openForRegistration: true },
  { name: 'Pokemon Unite', openForRegistration: true },
  { name: 'Team Fight Tactics', openForRegistration: true },
].map((game) => ({ ...game, value: gameKey(game.name) }));

export interface PrizeTier {
  risk: 'lr' | 'hr';
  title: 'Low Risk' | 'High Risk';
  winChance: number;
  soloTopPrize: number;
  squadTopPrize: number;
}

/** The prize summary: each risk level's win chance and its best 1st prize per format. */
export const PRIZE_SUMMARY: readonly PrizeTier[] = [
  { risk: 'lr', title: 'Low Risk', winChance: 30, soloTopPrize: 25_000, squadTopPrize: 75_000 },
  { risk: 'hr', title: 'High Risk', winChance: 10, soloTopPrize: 50_000, squadTopPrize: 150_000 },
];

import { gameKey } from '../registration/register-intent.ts';

// What the landing page shows before the server's game list arrives.

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

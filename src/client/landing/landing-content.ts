import { landingCatalogue } from '../../shared/game-catalogue.ts';
import { gameKey } from '../lib/register-intent.ts';

// What the landing page shows before the server's game list arrives.

export interface LandingGame {
  /** The server's slug, or for the built-in list the name's key (see gameKey). */
  value: string;
  name: string;
  openForRegistration: boolean;
}

/** The landing dropdown's games, in its order and words, until the server's list arrives. */
export const LANDING_GAMES: readonly LandingGame[] = landingCatalogue().map(
  ({ name, openForRegistration }) => ({
    name,
    openForRegistration,
    value: gameKey(name),
  }),
);

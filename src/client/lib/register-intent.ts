import { isPlayFormat } from '../../shared/registration-rules.ts';
import type { PlayFormat } from '../../shared/registration-rules.ts';
import { withoutGatewayReturn } from './gateway-return.ts';

// What the landing page hands to the registration wizard: the game and format picked in its
// dropdowns. It also travels through sign-in as query parameters, so a visitor who signs in from
// the dialog comes back to the same page with the wizard open and the same choices.
// Kept free of zod and React: the landing page (entry chunk) imports it.

export interface RegisterIntent {
  /** A game's slug or its name key (see gameKey); '' for none. */
  game: string;
  format: PlayFormat | '';
}

export const NO_INTENT: RegisterIntent = { game: '', format: '' };

const REGISTER = 'register';
const GAME = 'game';
const FORMAT = 'format';
/** The wizard's current step, so Back and Forward (and a reload) move between steps. */
const STEP = 'step';

/** "Free-fire Max" and "Free Fire Max" are the same game: letters and digits, lower case. */
export function gameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The current page's URL with the intent added: where sign-in returns to. */
export function returnUrlWithIntent(
  location: { pathname: string; search: string },
  intent: RegisterIntent,
): string {
  return `${location.pathname}${searchWithIntent(location.search, intent)}`;
}

/** The query with the intent: opens the wizard with these choices. */
export function searchWithIntent(search: string, intent: RegisterIntent): string {
  const params = new URLSearchParams(search);
  params.delete(STEP);
  params.set(REGISTER, '1');
  if (intent.game) params.set(GAME, intent.game);
  else params.delete(GAME);
  if (intent.format) params.set(FORMAT, intent.format);
  else params.delete(FORMAT);
  return `?${params.toString()}`;
}

/** The intent carried in a URL's query, or null when the URL does not ask to register. */
export function readIntent(search: string): RegisterIntent | null {
  const params = new URLSearchParams(search);
  if (params.get(REGISTER) !== '1') return null;
  const format = params.get(FORMAT);
  return { game: (params.get(GAME) ?? '').slice(0, 80), format: isPlayFormat(format) ? format : '' };
}

/** The query without the wizard's parameters: the dialog is closed. */
export function searchWithoutIntent(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [REGISTER, GAME, FORMAT, STEP]) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The step named in the query, if any (checked against the wizard's steps by the caller). */
export function readStep(search: string): string | null {
  return new URLSearchParams(search).get(STEP);
}

/**
 * The query at a step of the open wizard. The landing page's choices and the gateway's return are
 * dropped from it once applied: a reload must not put back a game the player has since changed.
 */
export function searchAtStep(search: string, step: string): string {
  const params = withoutGatewayReturn(new URLSearchParams(search));
  params.delete(GAME);
  params.delete(FORMAT);
  params.set(REGISTER, '1');
  params.set(STEP, step);
  return `?${params.toString()}`;
}

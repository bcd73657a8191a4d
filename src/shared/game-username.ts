// The game usernames of paid passes (docs/product.md: brand word + 5 digits; more digits only once all of
// those are taken, decision 10). No zod here: the sign-in form's rules import it.

/** The product's brand word: every game username is this followed by 5 (or more) digits. */
export const BRAND_WORD = 'ARENA';

const GAME_USERNAME = new RegExp(`^${BRAND_WORD}\\d{5,}$`);

/** Whether `value` is shaped like a game username (letter case aside: sign-in upper-cases it). */
export function isGameUsername(value: string): boolean {
  return GAME_USERNAME.test(value.toUpperCase());
}

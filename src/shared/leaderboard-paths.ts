import type { PriceCategory } from './passes.ts';
import type { PlayFormat, RiskCategory } from './registration-rules.ts';

// The public leaderboard of one prize pool (docs/decisions/0025-championship-rules.md,
// "Standings"): `/leaderboards/{game}/{yyyy-mm}/{format}/{tier}-{pass}/{pool}`, e.g.
// `/leaderboards/bgmi/2026-11/solo/high-1500/1`. The tier is spelled out (`high`, `low`: the wire's
// `hr`, `lr`), the pass is its price category (the price in rupees, as passes.ts names it). No zod
// here: the client's entry chunk reads these paths (the schemas are in leaderboards.ts).
// A season's Semi-Finals have one pool without tier and pass (decision 25, "The Semi-Finals as
// built"): `/leaderboards/{game}/{season start}/{format}/semi-finals`, e.g.
// `/leaderboards/bgmi/2025-09/solo/semi-finals`.

export const LEADERBOARDS_PATH = '/leaderboards';

const PRICE_CATEGORY_SLUGS: readonly PriceCategory[] = ['1500', '500', '6000', '2000'];

const TIER_SLUGS = { hr: 'high', lr: 'low' } as const satisfies Record<RiskCategory, string>;

/** `high-1500` for High Risk with the ₹1,500 pass. */
export function poolCategorySlug(tier: RiskCategory, pass: PriceCategory): string {
  return `${TIER_SLUGS[tier]}-${pass}`;
}

/** The last segment of a Semi-Finals leaderboard's path; its `category` in `leaderboards.pool`. */
export const SEMI_FINALS_SEGMENT = 'semi-finals';

/** The tier and pass of a `{tier}-{pass}` segment; null when it names none. */
export function parsePoolCategory(slug: string): { tier: RiskCategory; pass: PriceCategory } | null {
  const [tierSlug, pass, ...rest] = slug.split('-');
  const tier = (Object.keys(TIER_SLUGS) as RiskCategory[]).find((risk) => TIER_SLUGS[risk] === tierSlug);
  if (!tier || rest.length || !(PRICE_CATEGORY_SLUGS as readonly string[]).includes(pass ?? '')) return null;
  return { tier, pass: pass as PriceCategory };
}

export interface PoolAddress {
  game: string;
  month: string;
  format: PlayFormat;
  tier: RiskCategory;
  pass: PriceCategory;
  pool: number;
}

/** The page of a pool's leaderboard. */
export function leaderboardPath({ game, month, format, tier, pass, pool }: PoolAddress): string {
  return `${LEADERBOARDS_PATH}/${encodeURIComponent(game)}/${month}/${format}/${poolCategorySlug(tier, pass)}/${pool}`;
}

/** The page of a season's Semi-Finals leaderboard; `seasonStart` is the season's first month. */
export function semiFinalLeaderboardPath({
  game,
  seasonStart,
  format,
}: {
  game: string;
  seasonStart: string;
  format: PlayFormat;
}): string {
  return `${LEADERBOARDS_PATH}/${encodeURIComponent(game)}/${seasonStart}/${format}/${SEMI_FINALS_SEGMENT}`;
}

const GAME_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The pool a leaderboard URL's segments name, as `leaderboards.pool` reads it; null when they
 * cannot name one (the page is then the 404 page without a read). The Semi-Finals' path has no
 * pool segment: its category is SEMI_FINALS_SEGMENT and its pool 1, the only one.
 */
export function parseLeaderboardParams(params: {
  game?: string | undefined;
  month?: string | undefined;
  format?: string | undefined;
  category?: string | undefined;
  pool?: string | undefined;
}): { game: string; month: string; format: PlayFormat; category: string; pool: number } | null {
  const { game = '', month = '', format = '', category = '', pool = '' } = params;
  const number = poolNumber(category, pool);
  if (!GAME_SLUG.test(game) || game.length > 80 || !MONTH.test(month) || number === null) return null;
  if (format !== 'solo' && format !== 'squad') return null;
  return { game, month, format, category, pool: number };
}

/** The pool a category and pool segment name: the Semi-Finals' is 1 (no segment); null for none. */
function poolNumber(category: string, pool: string): number | null {
  if (category === SEMI_FINALS_SEGMENT) return pool === '' ? 1 : null;
  if (!parsePoolCategory(category)) return null;
  return /^[1-9]\d{0,4}$/.test(pool) ? Number(pool) : null;
}

import { CLIENT_PATHS } from '../../shared/client-routes.ts';
import { leaderboardPath } from '../../shared/leaderboard-paths.ts';
import type { PageSlug } from '../../shared/pages-rules.ts';
import { m } from '../../paraglide/messages.js';

// Every client URL of the route table (docs/product.md#screens). Links and redirects use these, never
// string literals, so a renamed route changes in one place.

export type StaticPageSlug = PageSlug;

// The fixed ones come from src/shared/client-routes.ts, which the server also reads to answer
// unknown paths with status 404.
export const paths = {
  ...CLIENT_PATHS,
  /** The landing page's championships: a card per game, with its next qualifier. */
  games: '/#games',
  blogArticle: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  squadInvite: (token: string) => `${CLIENT_PATHS.invite}/${encodeURIComponent(token)}`,
  staticPage: (slug: StaticPageSlug) => `/${slug}`,
  /** A pool's public leaderboard. */
  leaderboard: leaderboardPath,
  privacyPolicy: '/privacy-policy',
  refundPolicy: '/refund-policy',
  contactUs: '/contact-us',
  aboutUs: '/about-us',
  gamePolicy: '/game-policy',
  termsConditions: '/terms-conditions',
} as const;

/** Links of every page's header (and the mobile menu), besides Home and the identity items. */
export const siteLinks = [
  { label: m.nav_games, to: paths.games },
  { label: m.nav_blog, to: paths.blog },
  { label: m.nav_rules, to: paths.gamePolicy },
] as const;

/** Both landing URLs count as home: the header hides its Home link there. */
export function isHomePath(pathname: string): boolean {
  return pathname === paths.home || pathname === paths.newLanding;
}

const signedInAreaRoots = [paths.dashboard, paths.newDashboard, paths.profile];

/** Paths under /dashboard, /new-dashboard and /profile are the signed-in area (docs/product.md#screens). */
export function isSignedInAreaPath(pathname: string): boolean {
  return signedInAreaRoots.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

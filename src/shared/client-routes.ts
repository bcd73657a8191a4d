// The client's route table as URL patterns (docs/product.md#screens); no zod here: the client's entry
// chunk imports it. The server answers these with the single-page app and status 200, and any
// other page URL with the app and status 404 (the client then shows its 404 page).
import { LEADERBOARDS_PATH, SEMI_FINALS_SEGMENT } from './leaderboard-paths.ts';
import { PAGE_SLUGS } from './pages-rules.ts';

/** The fixed client URLs. */
export const CLIENT_PATHS = {
  home: '/',
  newLanding: '/new-landing',
  signIn: '/sign-in',
  signUp: '/sign-up',
  auth: '/auth',
  dashboard: '/dashboard',
  newDashboard: '/new-dashboard',
  profile: '/profile',
  /** The player's data: a summary, with whom it was shared, downloads (decision 27). */
  myData: '/profile/my-data',
  admin: '/admin',
  blog: '/blog',
  /** The grievance officer's contact and the players' grievances (decision 27). */
  grievance: '/grievance',
  /** A squad invite link's page; the token follows (/invite/{token}). */
  invite: '/invite',
} as const;

/**
 * Paths of the server's API. They never fall through to the single-page app (the server), and
 * the service worker never keeps what they answer (client/installable/cache-rules.ts).
 */
export const API_PREFIXES: readonly string[] = [
  '/trpc',
  '/api',
  '/auth',
  '/admin',
  '/static-pages',
  '/healthz',
  '/readyz',
];

/** Whether `url` (a path, with or without a query string) is under one of the API_PREFIXES. */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A pool's public leaderboard (shared/leaderboard-paths.ts): `{tier}-{pass}` is one segment. */
export const LEADERBOARD_ROUTE = `${LEADERBOARDS_PATH}/:game/:month/:format/:category/:pool`;

/** A season's Semi-Finals leaderboard: `:month` is the season's start. */
export const SEMI_FINAL_LEADERBOARD_ROUTE = `${LEADERBOARDS_PATH}/:game/:month/:format/${SEMI_FINALS_SEGMENT}`;

/** Every client route, `:name` standing for one non-empty path segment. */
export const CLIENT_ROUTE_PATTERNS: readonly string[] = [
  ...Object.values(CLIENT_PATHS).filter((path) => path !== CLIENT_PATHS.invite),
  `${CLIENT_PATHS.blog}/:slug`,
  `${CLIENT_PATHS.invite}/:token`,
  LEADERBOARD_ROUTE,
  SEMI_FINAL_LEADERBOARD_ROUTE,
  ...PAGE_SLUGS.map((slug) => `/${slug}`),
];

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/** Whether `pathname` (no query string) is a page of the client; one trailing slash is allowed. */
export function isClientRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return CLIENT_ROUTE_PATTERNS.some((pattern) => matches(pattern, trimmed));
}

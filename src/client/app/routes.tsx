import type { RouteObject } from 'react-router-dom';
import { AdminRoute } from '../admin/admin-route.tsx';
import { PageSpinner } from '../components/layout/page-spinner.tsx';
import { LandingPage } from '../landing/landing-page.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { LEADERBOARD_ROUTE, SEMI_FINAL_LEADERBOARD_ROUTE } from '../../shared/client-routes.ts';
import { PAGE_SLUGS } from '../../shared/pages-rules.ts';
import { readIntent } from '../lib/register-intent.ts';
import { paths } from './paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

// Landing and the 404 page are in the entry chunk (first paint, no extra request); every other page
// is a lazy chunk fetched when its route is first matched (static pages too: they carry the HTML
// sanitiser, which the landing page does not need).
const lazySignIn = async () => ({ Component: (await import('../auth/sign-in-page.tsx')).SignInPage });
const lazyDashboard = async () => ({
  Component: (await import('../dashboard/dashboard-page.tsx')).DashboardPage,
});

/**
 * Pages the server renders to HTML (src/client/entry-server.tsx): the public ones for anyone, from
 * public reads; the signed-in area's (`signedIn`) only for a request with a session, from the
 * player's own reads. The app loads when the visitor reaches for it (src/client/boot.ts).
 */
interface RouteHandle {
  serverRendered: boolean | ((url: URL) => boolean);
  /** Rendered only for a visitor with a session (for one without, the app asks them to sign in). */
  signedIn?: true;
  /**
   * A public page with a section for the signed-in (their own grievances): drawn the same for
   * everyone, so with a session cookie the app loads at once to fill that section.
   */
  ownSection?: true;
}

export const SERVER_RENDERED: RouteHandle = { serverRendered: true };
const SIGNED_IN_RENDERED: RouteHandle = { serverRendered: true, signedIn: true };
const WITH_OWN_SECTION: RouteHandle = { serverRendered: true, ownSection: true };
/** With the registration wizard open in the URL (?register=...), the landing page needs the app at once. */
const LANDING: RouteHandle = { serverRendered: (url) => readIntent(url.search) === null };

export function isServerRendered(handle: unknown, url: URL, signedOut: boolean): boolean {
  if (signedOut && needsSession(handle)) return false;
  const rendered = (handle as RouteHandle | undefined)?.serverRendered;
  return typeof rendered === 'function' ? rendered(url) : rendered === true;
}

/** A page of the signed-in area: rendered only once the session has been read and is someone's. */
export function needsSession(handle: unknown): boolean {
  return (handle as RouteHandle | undefined)?.signedIn === true;
}

/**
 * Whether the server can draw all of the page for this visitor: not a public page's section for
 * the signed-in (RouteHandle.ownSection), which the app fills for a visitor with a session.
 */
export function drawnWhole(handle: unknown, signedOut: boolean): boolean {
  return signedOut || (handle as RouteHandle | undefined)?.ownSection !== true;
}

const staticPageRoutes: RouteObject[] = PAGE_SLUGS.map((slug) => ({
  path: slug,
  handle: SERVER_RENDERED,
  lazy: async () => {
    const { StaticPage } = await import('../pages/static-page.tsx');
    return { Component: () => <StaticPage slug={slug} /> };
  },
}));

/** The complete route table of docs/product.md#screens. */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => <PageSpinner />,
    children: [
      { index: true, Component: LandingPage, handle: LANDING },
      { path: paths.newLanding, Component: LandingPage, handle: LANDING },
      { path: paths.signIn, lazy: lazySignIn },
      { path: paths.signUp, lazy: lazySignIn },
      {
        path: paths.auth,
        lazy: async () => ({ Component: (await import('../auth/auth-page.tsx')).AuthPage }),
      },
      {
        // The signed-in area (docs/product.md#screens): nothing inside renders for a signed-out visitor.
        id: 'signed-in-area',
        lazy: async () => ({
          Component: (await import('../identity/protected-route.tsx')).ProtectedLayout,
        }),
        children: [
          { path: paths.dashboard, handle: SIGNED_IN_RENDERED, lazy: lazyDashboard },
          { path: paths.newDashboard, handle: SIGNED_IN_RENDERED, lazy: lazyDashboard },
          {
            path: paths.profile,
            handle: SIGNED_IN_RENDERED,
            lazy: async () => ({ Component: (await import('../profile/profile-page.tsx')).ProfilePage }),
          },
          {
            path: paths.myData,
            lazy: async () => ({ Component: (await import('../privacy/my-data-page.tsx')).MyDataPage }),
          },
        ],
      },
      {
        path: paths.blog,
        handle: SERVER_RENDERED,
        lazy: async () => ({ Component: (await import('../blog/blog-list-page.tsx')).BlogListPage }),
      },
      {
        path: `${paths.blog}/:slug`,
        handle: SERVER_RENDERED,
        lazy: async () => ({
          Component: (await import('../blog/blog-article-page.tsx')).BlogArticlePage,
        }),
      },
      {
        path: LEADERBOARD_ROUTE,
        handle: SERVER_RENDERED,
        lazy: async () => ({
          Component: (await import('../leaderboards/leaderboard-page.tsx')).LeaderboardPage,
        }),
      },
      {
        path: SEMI_FINAL_LEADERBOARD_ROUTE,
        handle: SERVER_RENDERED,
        lazy: async () => ({
          Component: (await import('../leaderboards/leaderboard-page.tsx')).SemiFinalLeaderboardPage,
        }),
      },
      ...staticPageRoutes,
      {
        path: paths.grievance,
        handle: WITH_OWN_SECTION,
        lazy: async () => ({
          Component: (await import('../grievances/grievance-page.tsx')).GrievancePage,
        }),
      },
      // /admin is the 404 page for everyone but admins (docs/decisions/0017-organiser-console.md).
      {
        path: `${paths.invite}/:token`,
        lazy: async () => ({ Component: (await import('../registration/invite-page.tsx')).InvitePage }),
      },
      { path: paths.admin, Component: AdminRoute },
      { path: '*', Component: NotFoundPage, handle: SERVER_RENDERED },
    ],
  },
];

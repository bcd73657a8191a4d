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
 * Pages the server renders to HTML for a signed-out visitor (src/client/entry-server.tsx): their
 * content is public reads, and the app loads when the visitor reaches for it (src/client/boot.ts).
 */
interface RouteHandle {
  serverRendered: boolean | ((url: URL) => boolean);
}

export const SERVER_RENDERED: RouteHandle = { serverRendered: true };
/** With the registration wizard open in the URL (?register=...), the landing page needs the app at once. */
const LANDING: RouteHandle = { serverRendered: (url) => readIntent(url.search) === null };

export function isServerRendered(handle: unknown, url: URL): boolean {
  const rendered = (handle as RouteHandle | undefined)?.serverRendered;
  return typeof rendered === 'function' ? rendered(url) : rendered === true;
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
          { path: paths.dashboard, lazy: lazyDashboard },
          { path: paths.newDashboard, lazy: lazyDashboard },
          {
            path: paths.profile,
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
        handle: SERVER_RENDERED,
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

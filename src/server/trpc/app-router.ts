import { adminAuditRouter } from '../audit/router.ts';
import { authRouter } from '../auth/router.ts';
import { blogRouter } from '../blog/router.ts';
import { footerRouter } from '../footer/router.ts';
import { heroRouter } from '../hero/router.ts';
import { settingsRouter } from '../settings/router.ts';
import { pageRouter } from '../pages/router.ts';
import { usersRouter } from '../users/router.ts';
import { adminUsersRouter } from '../users/admin-router.ts';
import { adminUserExportRouter } from '../users/export-router.ts';
import { adminGamesRouter, gamesRouter } from '../games/router.ts';
import { paymentRouter } from '../payments/router.ts';
import { adminPaymentActionsRouter } from '../payments/admin-actions-router.ts';
import { adminPaymentsRouter } from '../payments/admin-router.ts';
import { adminCouponsRouter } from '../payments/coupons-router.ts';
import { registrationRouter } from '../registration/router.ts';
import { squadInviteRouter } from '../registration/invite-router.ts';
import { registrationDraftRouter } from '../registration/draft-router.ts';
import { adminRegistrationsRouter } from '../registration/admin-router.ts';
import { dashboardRouter } from '../dashboard/router.ts';
import { adminDisputesRouter, adminMatchesRouter, matchesRouter } from '../matches/router.ts';
import { adminMetricsRouter } from '../metrics/router.ts';
import { adminBooksRouter } from '../books/router.ts';
import { adminInvoicesRouter } from '../invoices/router.ts';
import { notificationsRouter } from '../notifications/router.ts';
import { phoneAlertsRouter } from '../notifications/phone/router.ts';
import { pushRouter } from '../notifications/push/router.ts';
import { adminNotificationsRouter } from '../notifications/admin-router.ts';
import { adminPrizesRouter, prizesRouter } from '../prizes/router.ts';
import { adminSeasonsRouter, seasonsRouter } from '../seasons/router.ts';
import { leaderboardsRouter } from '../standings/router.ts';
import { adminQualifiersRouter, qualifiersRouter } from '../qualifiers/router.ts';
import { adminGrievancesRouter, grievancesRouter } from '../grievances/router.ts';
import { privacyRouter } from '../privacy/router.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  auth: authRouter,
  blog: blogRouter,
  footer: footerRouter,
  hero: heroRouter,
  settings: settingsRouter,
  page: pageRouter,
  users: usersRouter,
  adminUsers: adminUsersRouter,
  adminUserExport: adminUserExportRouter,
  games: gamesRouter,
  adminGames: adminGamesRouter,
  qualifiers: qualifiersRouter,
  registration: registrationRouter,
  registrationDraft: registrationDraftRouter,
  squadInvite: squadInviteRouter,
  adminRegistrations: adminRegistrationsRouter,
  payment: paymentRouter,
  adminPayments: adminPaymentsRouter,
  adminCoupons: adminCouponsRouter,
  adminPaymentActions: adminPaymentActionsRouter,
  dashboard: dashboardRouter,
  notifications: notificationsRouter,
  phoneAlerts: phoneAlertsRouter,
  push: pushRouter,
  adminNotifications: adminNotificationsRouter,
  matches: matchesRouter,
  adminMatches: adminMatchesRouter,
  adminDisputes: adminDisputesRouter,
  adminPrizes: adminPrizesRouter,
  prizes: prizesRouter,
  adminQualifiers: adminQualifiersRouter,
  adminMetrics: adminMetricsRouter,
  adminBooks: adminBooksRouter,
  adminInvoices: adminInvoicesRouter,
  adminAudit: adminAuditRouter,
  leaderboards: leaderboardsRouter,
  seasons: seasonsRouter,
  adminSeasons: adminSeasonsRouter,
  grievances: grievancesRouter,
  adminGrievances: adminGrievancesRouter,
  privacy: privacyRouter,
});

export type AppRouter = typeof appRouter;

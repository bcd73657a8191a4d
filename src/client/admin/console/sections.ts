import { lazy } from 'react';
import type { ComponentType } from 'react';

// The organiser console's sections. The section is in the URL (`/admin?section=users`), with any
// state of its own (search, sort, page, an open record) next to it, so a view can be reloaded,
// bookmarked and shared. Query parameters rather than paths: the paths under /admin/ are the
// admin API's (REST adapter), which a reload would reach instead of the page.
// Each section is a chunk of its own, loaded when it is opened.

export interface ConsoleSection {
  id: string;
  label: string;
  Component: ComponentType;
}

export { SECTION_PARAM } from './section-param.ts';

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  {
    id: 'overview',
    label: 'Overview',
    Component: lazy(async () => ({
      default: (await import('./metrics/metrics-section.tsx')).MetricsSection,
    })),
  },
  {
    id: 'users',
    label: 'Users',
    Component: lazy(async () => ({ default: (await import('./users/users-section.tsx')).UsersSection })),
  },
  {
    id: 'registrations',
    label: 'Registrations',
    Component: lazy(async () => ({
      default: (await import('./registrations/registrations-section.tsx')).RegistrationsSection,
    })),
  },
  {
    id: 'games',
    label: 'Games',
    Component: lazy(async () => ({ default: (await import('./games/games-section.tsx')).GamesSection })),
  },
  {
    id: 'payments',
    label: 'Payments',
    Component: lazy(async () => ({
      default: (await import('./payments/payments-section.tsx')).PaymentsSection,
    })),
  },
  {
    id: 'invoices',
    label: 'Invoices',
    Component: lazy(async () => ({
      default: (await import('./invoices/invoices-section.tsx')).InvoicesSection,
    })),
  },
  {
    id: 'coupons',
    label: 'Coupons',
    Component: lazy(async () => ({
      default: (await import('./coupons/coupons-section.tsx')).CouponsSection,
    })),
  },
  {
    id: 'content',
    label: 'Content',
    Component: lazy(async () => ({
      default: (await import('./content/content-section.tsx')).ContentSection,
    })),
  },
  {
    id: 'matches',
    label: 'Matches',
    Component: lazy(async () => ({
      default: (await import('./matches/matches-section.tsx')).MatchesSection,
    })),
  },
  {
    id: 'pools',
    label: 'Pools',
    Component: lazy(async () => ({ default: (await import('./pools/pools-section.tsx')).PoolsSection })),
  },
  {
    id: 'disputes',
    label: 'Disputes',
    Component: lazy(async () => ({
      default: (await import('./disputes/disputes-section.tsx')).DisputesSection,
    })),
  },
  {
    id: 'grievances',
    label: 'Grievances',
    Component: lazy(async () => ({
      default: (await import('./grievances/grievances-section.tsx')).GrievancesSection,
    })),
  },
  {
    id: 'notifications',
    label: 'Notifications',
    Component: lazy(async () => ({
      default: (await import('./notifications/notifications-section.tsx')).NotificationsSection,
    })),
  },
  {
    id: 'payouts',
    label: 'Payouts',
    Component: lazy(async () => ({
      default: (await import('./payouts/payouts-section.tsx')).PayoutsSection,
    })),
  },
  {
    id: 'seasons',
    label: 'Seasons',
    Component: lazy(async () => ({
      default: (await import('./seasons/seasons-section.tsx')).SeasonsSection,
    })),
  },
  {
    id: 'audit',
    label: 'Audit log',
    Component: lazy(async () => ({ default: (await import('./audit/audit-section.tsx')).AuditSection })),
  },
];

/** The section a `section` parameter names; the first one (Overview) for none or an unknown one. */
export function sectionOf(id: string | null): ConsoleSection {
  return CONSOLE_SECTIONS.find((section) => section.id === id) ?? CONSOLE_SECTIONS[0]!;
}

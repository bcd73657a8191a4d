import type { AdminMetrics } from '../../../../shared/admin-metrics.ts';
import { formatRupees } from '../../../../shared/money.ts';

// The Overview's arithmetic, apart from React and the canvas: what the chart plots, what its
// label says, and the funnel's shares.

type Day = AdminMetrics['days'][number];

/**
 * uPlot's columns for the month: the days (as UTC midnights, in seconds: the chart reads them in
 * UTC, so a day is the server's Indian day whatever the browser's zone), then registrations, paid
 * registrations and revenue per day.
 */
export function chartColumns(days: readonly Day[]): [number[], number[], number[], number[]] {
  return [
    days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
    days.map((d) => d.registrations),
    days.map((d) => d.paid),
    days.map((d) => d.revenue),
  ];
}

/** "November 2026" for "2026-11". */
export function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** "25 Nov" for "2026-11-25". */
export function dayName(day: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Whether nothing was registered or paid in the month (sign-ups aside). */
export function isQuietMonth(metrics: AdminMetrics): boolean {
  return (
    metrics.registrations.total === 0 &&
    metrics.revenue === 0 &&
    metrics.refunded === 0 &&
    metrics.paymentStatuses.every((s) => s.count === 0)
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The chart's text alternative: the month's totals and its busiest day. */
export function chartSummary(metrics: AdminMetrics): string {
  const scope = metrics.game ? metrics.game.name : 'all games';
  const totals =
    `${plural(metrics.registrations.total, 'registration', 'registrations')} ` +
    `(${metrics.registrations.paid} paid) and ${formatRupees(metrics.revenue)} revenue`;
  const busiest = metrics.days.reduce<Day | null>(
    (best, d) => (d.registrations > (best?.registrations ?? 0) ? d : best),
    null,
  );
  const peak = busiest
    ? `; busiest day ${dayName(busiest.day)} with ${plural(busiest.registrations, 'registration', 'registrations')}`
    : '';
  return `Registrations and revenue per day, ${monthName(metrics.month)}, ${scope}: ${totals}${peak}.`;
}

/** `part` as a whole percentage of `whole` ("–" of none). */
export function percentOf(part: number, whole: number): string {
  if (whole <= 0) return '–';
  return `${Math.round((part / whole) * 100)}%`;
}

/** A payment status for people: "partially-refunded" reads "Partially refunded". */
export function statusLabel(status: string): string {
  const words = status.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

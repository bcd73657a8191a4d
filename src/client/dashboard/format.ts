import type { PassCard, Transaction } from './outputs.ts';
import { localized } from '../i18n/format.ts';

export const PASS_TYPE_LABELS: Record<PassCard['type'], string> = { max: 'Max Pass', lite: 'Lite Pass' };
export const TRANSACTION_STATUS_LABELS: Record<Transaction['status'], string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
};

/** A share of a goal as a progress value (0 to 100). */
export function percent(done: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.round((done / required) * 100));
}

/** What a pass still lacks for cash prizes: "1 more match needed ..." / "3 more matches needed ...". */
export const matchesToQualify = (count: number): string =>
  `${count} more ${count === 1 ? 'match' : 'matches'} needed to qualify for cash prizes`;

const monthYear = localized(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }),
);

/** "2026-05" as "May 2026"; any other text as it is. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return monthYear().format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

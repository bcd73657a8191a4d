import type { PassCard, Transaction } from './outputs.ts';
import { m } from '../../paraglide/messages.js';

// Labels are looked up when a page renders (the server renders both languages in one process).

const PASS_TYPE_LABELS: Record<PassCard['type'], () => string> = {
  max: m.account_pass_type_max,
  lite: m.account_pass_type_lite,
  'semi-final': m.account_pass_type_semi_final,
};
/** "Max Pass" / "Lite Pass" in the page's language. */
export const passTypeLabel = (type: PassCard['type']): string => PASS_TYPE_LABELS[type]();

/** A pass's name as the server sends it ("Max Pass"), in the page's language. */
export function passNameLabel(name: string): string {
  if (name === 'Max Pass') return m.account_pass_type_max();
  if (name === 'Lite Pass') return m.account_pass_type_lite();
  if (name === 'Semi-Finals') return m.account_pass_type_semi_final();
  return name;
}

const TRANSACTION_STATUS_LABELS: Record<Transaction['status'], () => string> = {
  completed: m.account_transaction_status_completed,
  pending: m.account_transaction_status_pending,
  failed: m.account_transaction_status_failed,
};
export const transactionStatusLabel = (status: Transaction['status']): string =>
  TRANSACTION_STATUS_LABELS[status]();

/** A share of a goal as a progress value (0 to 100). */
export function percent(done: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.round((done / required) * 100));
}

/** What a pass still lacks for cash prizes: "1 more match needed ..." / "3 more matches needed ...". */
export const matchesToQualify = (count: number): string => m.account_matches_to_qualify({ count });

/** "2026-05" as "May 2026" (the public leaderboard uses it too). */
export { formatMonth } from '../i18n/format.ts';

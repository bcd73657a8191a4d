import { formatCount, formatMoney } from '../../i18n/format.ts';
import type { PrizeBreakdown } from '../../../shared/registration-rules.ts';
import { m } from '../../../paraglide/messages.js';

/** "25 winners of ₹3,000" / "5 teams of ₹12,000": the places after the third. */
export function othersText({ others }: PrizeBreakdown): string {
  const values = { count: formatCount(others.count), amount: formatMoney(others.amount) };
  return others.unit === 'teams'
    ? m.registration_prize_others_teams(values)
    : m.registration_prize_others_winners(values);
}

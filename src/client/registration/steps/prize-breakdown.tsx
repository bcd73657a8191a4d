import { TrophyIcon } from 'lucide-react';
import { formatMoney } from '../../i18n/format.ts';
import type { PrizeBreakdown as Prizes } from '../../../shared/registration-rules.ts';
import { StepSection } from '../step-section.tsx';
import { othersText } from './prize-text.ts';
import { m } from '../../../paraglide/messages.js';

/** The selected pass's prizes: 1st, 2nd, 3rd and the others (docs/product.md#registration-rules-and-constants, Prizes). */
export function PrizeBreakdown({ prizes }: { prizes: Prizes }) {
  const rows = [
    { place: m.registration_place_first(), amount: formatMoney(prizes.first) },
    { place: m.registration_place_second(), amount: formatMoney(prizes.second) },
    { place: m.registration_place_third(), amount: formatMoney(prizes.third) },
    { place: m.registration_place_others(), amount: othersText(prizes) },
  ];
  return (
    <StepSection
      title={
        <>
          <TrophyIcon aria-hidden="true" className="size-4 text-primary" />
          {m.registration_prize_breakdown()}
        </>
      }
      className="border-primary/40 bg-primary/5"
    >
      <dl className="grid gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.place} className="flex items-baseline justify-between gap-4">
            <dt className="text-muted-foreground">{row.place}</dt>
            <dd className="text-right font-semibold">{row.amount}</dd>
          </div>
        ))}
      </dl>
    </StepSection>
  );
}

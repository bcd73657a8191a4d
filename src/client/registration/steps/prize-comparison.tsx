import { formatMoney } from '../../i18n/format.ts';
import { PASSES } from '../../../shared/passes.ts';
import { prizeBreakdown, prizePool } from '../../../shared/registration-rules.ts';
import type { PlayFormat, PrizeBreakdown, RiskCategory } from '../../../shared/registration-rules.ts';
import { cn } from '../../lib/utils.ts';
import { othersText } from './prize-text.ts';
import { m } from '../../../paraglide/messages.js';

const PLACES: { key: string; label: () => string; amount: (prizes: PrizeBreakdown) => string }[] = [
  { key: 'first', label: m.registration_place_first, amount: (p) => formatMoney(p.first) },
  { key: 'second', label: m.registration_place_second, amount: (p) => formatMoney(p.second) },
  { key: 'third', label: m.registration_place_third, amount: (p) => formatMoney(p.third) },
  { key: 'others', label: m.registration_place_others, amount: othersText },
  { key: 'pool', label: m.registration_prize_pool, amount: (p) => formatMoney(prizePool(p)) },
];

/**
 * Every pass of the chosen format and risk level side by side, before one is chosen: a column per
 * pass (headed by its price: its name is on the choice below, said once), a row per place.
 */
export function PrizeComparison({
  format,
  risk,
  selectedPass,
}: {
  format: PlayFormat;
  risk: RiskCategory;
  selectedPass: string;
}) {
  const passes = PASSES[format];
  const chosen = (priceCategory: string) => priceCategory === selectedPass && 'bg-primary/10';
  return (
    <table className="w-full table-fixed border-separate border-spacing-0 text-sm">
      <caption className="mb-2 text-left font-medium">{m.registration_prize_table_caption()}</caption>
      <thead>
        <tr>
          <th scope="col" className="w-[28%] border-b p-2 text-left font-normal text-muted-foreground">
            {m.registration_prize_place()}
          </th>
          {passes.map((pass) => (
            <th
              key={pass.priceCategory}
              scope="col"
              className={cn('border-b p-2 text-right font-semibold', chosen(pass.priceCategory))}
            >
              {m.registration_prize_pass_column({ price: formatMoney(pass.price) })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {PLACES.map((place) => (
          <tr key={place.key}>
            <th scope="row" className="border-b p-2 text-left font-normal text-muted-foreground">
              {place.label()}
            </th>
            {passes.map((pass) => {
              const prizes = prizeBreakdown(format, risk, pass.priceCategory);
              return (
                <td
                  key={pass.priceCategory}
                  className={cn('border-b p-2 text-right font-medium', chosen(pass.priceCategory))}
                >
                  {prizes ? place.amount(prizes) : '–'}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { formatRupees } from '../../../shared/money.ts';
import { PASSES } from '../../../shared/passes.ts';
import { RISK_CATEGORIES, prizeBreakdown, prizePool } from '../../../shared/registration-rules.ts';
import type { PlayFormat, PrizeBreakdown, RiskCategory } from '../../../shared/registration-rules.ts';
import { cn } from '../../lib/utils.ts';
import { RISK_LABELS } from '../labels.ts';

const PLACES: { label: string; amount: (prizes: PrizeBreakdown) => string }[] = [
  { label: '1st', amount: (p) => formatRupees(p.first) },
  { label: '2nd', amount: (p) => formatRupees(p.second) },
  { label: '3rd', amount: (p) => formatRupees(p.third) },
  {
    label: 'Others',
    amount: (p) => `${p.others.count} ${p.others.unit} of ${formatRupees(p.others.amount)}`,
  },
  { label: 'Prize pool', amount: (p) => formatRupees(prizePool(p)) },
];

/**
 * Every pass of a format side by side, before one is chosen: a column per pass, a row per place.
 * One table for the chosen risk level, or one per level while none is chosen.
 */
export function PrizeComparison({
  format,
  risk,
  selectedPass,
}: {
  format: PlayFormat;
  risk: RiskCategory | '';
  selectedPass: string;
}) {
  const risks = risk ? [risk] : RISK_CATEGORIES;
  return (
    <div className="grid gap-4">
      {risks.map((level) => (
        <table key={level} className="w-full table-fixed border-separate border-spacing-0 text-sm">
          <caption className="mb-2 text-left font-medium">Prizes per pass, {RISK_LABELS[level]}</caption>
          <thead>
            <tr>
              <th scope="col" className="w-[28%] border-b p-2 text-left font-normal text-muted-foreground">
                Place
              </th>
              {PASSES[format].map((pass) => (
                <th
                  key={pass.priceCategory}
                  scope="col"
                  className={cn(
                    'border-b p-2 text-right font-semibold',
                    pass.priceCategory === selectedPass && 'bg-primary/10 text-primary',
                  )}
                >
                  {pass.name} <span className="block font-normal">{formatRupees(pass.price)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PLACES.map((place) => (
              <tr key={place.label}>
                <th scope="row" className="border-b p-2 text-left font-normal text-muted-foreground">
                  {place.label}
                </th>
                {PASSES[format].map((pass) => {
                  const prizes = prizeBreakdown(format, level, pass.priceCategory);
                  return (
                    <td
                      key={pass.priceCategory}
                      className={cn(
                        'border-b p-2 text-right font-medium',
                        pass.priceCategory === selectedPass && 'bg-primary/10',
                      )}
                    >
                      {prizes ? place.amount(prizes) : '–'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

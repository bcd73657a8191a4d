import { formatMoney } from '../i18n/format.ts';
import { PLAY_FORMATS, WIN_CHANCE, topPrize } from '../../shared/registration-rules.ts';
import type { RiskCategory } from '../../shared/registration-rules.ts';
import { FORMAT_LABELS, RISK_LABELS } from '../registration/labels.ts';
import { LandingSection } from './landing-section.tsx';

/** Low risk first: the safer choice leads. */
const TIERS: readonly RiskCategory[] = ['lr', 'hr'];

/** The prize summary (spec section 2): each risk level's win chance and top prizes. */
export function PrizeSummary() {
  return (
    <LandingSection title="Prize Pools">
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        {TIERS.map((risk) => (
          <article
            key={risk}
            aria-labelledby={`prize-${risk}`}
            className="rounded-xl border bg-card p-6 data-[risk=hr]:border-primary/50"
            data-risk={risk}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={`prize-${risk}`} className="text-xl font-bold">
                {RISK_LABELS[risk]}
              </h3>
              <p className="rounded-full bg-primary/15 px-3 py-1 text-sm font-semibold text-primary">
                {WIN_CHANCE[risk]}% win chance
              </p>
            </div>
            <dl className="mt-4 grid gap-2">
              {PLAY_FORMATS.map((format) => (
                <div key={format} className="flex items-baseline justify-between gap-4">
                  <dt className="text-muted-foreground">{FORMAT_LABELS[format]} top prize</dt>
                  <dd className="text-lg font-bold">{formatMoney(topPrize(format, risk))}</dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </div>
    </LandingSection>
  );
}

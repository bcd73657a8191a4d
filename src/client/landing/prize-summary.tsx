import { formatMoney } from '../i18n/format.ts';
import { PLAY_FORMATS, WIN_CHANCE, topPrize } from '../../shared/registration-rules.ts';
import type { PlayFormat, RiskCategory } from '../../shared/registration-rules.ts';
import { LandingSection } from './landing-section.tsx';
import { useTierTexts } from '../lib/tier-texts.ts';
import { PrizesFixedNote } from '../components/e-sport-notes.tsx';
import { m } from '../../paraglide/messages.js';

/** Low risk first: the safer choice leads. */
const TIERS: readonly RiskCategory[] = ['lr', 'hr'];

const TOP_PRIZE_LABELS: Record<PlayFormat, () => string> = {
  solo: m.site_prizes_top_solo,
  squad: m.site_prizes_top_squad,
};

/** The prize summary (docs/product.md#screens): each risk level's win chance and top prizes. */
export function PrizeSummary() {
  // The names and lines an organiser set (src/shared/tier-texts.ts), else the product's.
  const tiers = useTierTexts();
  return (
    <LandingSection title={m.site_prizes_title()}>
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
                {tiers.name(risk)}
              </h3>
              <p className="rounded-full bg-primary/15 px-3 py-1 text-sm font-semibold text-primary">
                {tiers.line(risk, () => m.site_prizes_win_chance({ percent: WIN_CHANCE[risk] }))}
              </p>
            </div>
            <dl className="mt-4 grid gap-2">
              {PLAY_FORMATS.map((format) => (
                <div key={format} className="flex items-baseline justify-between gap-4">
                  <dt className="text-muted-foreground">{TOP_PRIZE_LABELS[format]()}</dt>
                  <dd className="text-lg font-bold">{formatMoney(topPrize(format, risk))}</dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </div>
      <PrizesFixedNote className="mt-4" />
    </LandingSection>
  );
}

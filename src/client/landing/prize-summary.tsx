import { formatRupees } from '../../shared/india.ts';
import { PRIZE_SUMMARY } from './landing-content.ts';

/** The prize summary (spec section 2): each risk level's win chance and top prizes. */
export function PrizeSummary() {
  return (
    <section aria-labelledby="prizes-heading" className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <h2 id="prizes-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        Prize Pools
      </h2>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        {PRIZE_SUMMARY.map((tier) => (
          <article
            key={tier.risk}
            aria-labelledby={`prize-${tier.risk}`}
            className="rounded-xl border bg-card p-6 data-[risk=hr]:border-primary/50"
            data-risk={tier.risk}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={`prize-${tier.risk}`} className="text-xl font-bold">
                {tier.title}
              </h3>
              <p className="rounded-full bg-primary/15 px-3 py-1 text-sm font-semibold text-primary">
                {tier.winChance}% win chance
              </p>
            </div>
            <dl className="mt-4 grid gap-2">
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-muted-foreground">Solo top prize</dt>
                <dd className="text-lg font-bold">{formatRupees(tier.soloTopPrize)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-muted-foreground">Squad top prize</dt>
                <dd className="text-lg font-bold">{formatRupees(tier.squadTopPrize)}</dd>
              </div>
            </dl>
          </article>
        ))}
      </div>
    </section>
  );
}
